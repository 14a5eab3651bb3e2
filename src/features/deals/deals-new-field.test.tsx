// A custom field defined from the deals list's Columns menu (docs/product/custom-fields.md), over
// the in-memory backend: an owner or manager adds an amount field and the table has its column at
// once (in the address too), sortable and offered in the filters; members and viewers get no button.
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MemberDoc } from '../../data/contract';
import type { CustomFieldDefinition } from '../../domain/custom-fields';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { clientRecord, customField, dealInput } from '../../testing/record-fixtures';
import { aliceAs, renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

async function setup({ role = 'manager' as MemberDoc['role'], fields = [] as CustomFieldDefinition[] } = {}) {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor('pro') }], signedInAs: 'alice@example.com' });
  const uid = backend.control.uidOf('alice@example.com');
  backend.control.setMember(uid, uid, aliceAs('owner'), 'Alice Plumbing');
  backend.control.seedRecords(uid, 'clients', [clientRecord('c1', 'Acme Ltd')]);
  if (fields.length > 0) await backend.fields.saveFieldDefinitions(uid, 'deals', fields);
  await backend.deals.addDeal(uid, dealInput('Boiler swap', { value: 1200, ownerId: uid }));
  backend.control.setMember(uid, uid, aliceAs(role), 'Alice Plumbing');
  const rendered = renderApp('/deals?view=list', { backend });
  const table = await screen.findByRole('table', { name: 'Deals' }, { timeout: 15_000 });
  await within(table).findByText('Boiler swap');
  return { uid, table, ...rendered };
}

const columnsDialog = () => screen.getByRole('dialog', { name: 'Columns' });

describe('a new field from the deals list’s Columns menu', () => {
  it('a manager adds an amount field and the table shows its column, sortable and offered in the filters', async () => {
    const { backend, uid, user, location, table } = await setup();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(columnsDialog()).getByRole('button', { name: 'New field' }));
    const form = within(columnsDialog()).getByRole('form', { name: 'New field' });
    await user.type(within(form).getByLabelText('Field name'), 'Retainer');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'amount');
    await user.click(within(form).getByRole('button', { name: 'Add field' }));

    const field = await new Promise<CustomFieldDefinition | undefined>((resolve) => {
      const stop = backend.fields.watchFieldDefinitions(uid, 'deals', (d) => {
        if (d.length === 0) return;
        resolve(d[0]);
        queueMicrotask(() => stop());
      });
    });
    expect([field?.label, field?.kind]).toEqual(['Retainer', 'amount']);
    const cols = new URLSearchParams(location().search).get('cols');
    expect(cols).toBe(`client,value,stage,status,expectedClose,owner,cf:${field!.id}`);
    expect(new URLSearchParams(location().search).get('view')).toBe('list');
    expect(await within(table).findByRole('columnheader', { name: /Retainer/ })).toBeInTheDocument();
    expect(await within(columnsDialog()).findByRole('checkbox', { name: 'Retainer' })).toBeChecked();

    await user.click(within(columnsDialog()).getByRole('button', { name: 'Close dialog' }));
    expect(within(screen.getByRole('combobox', { name: 'Sort by' })).getByRole('option', { name: 'Sort by Retainer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const filter = screen.getByRole('form', { name: 'New filter' });
    expect(within(within(filter).getByRole('combobox', { name: 'Column' })).getByRole('option', { name: 'Retainer' })).toBeInTheDocument();
  });

  for (const role of ['member', 'viewer'] as const) {
    it(`a ${role} chooses columns but sees no New field`, async () => {
      const { user } = await setup({ role, fields: [customField('r', 'Retainer', 'amount', 0)] });
      await user.click(screen.getByRole('button', { name: 'Columns' }));
      expect(within(columnsDialog()).getByRole('checkbox', { name: 'Retainer' })).toBeInTheDocument();
      expect(within(columnsDialog()).queryByRole('button', { name: 'New field' })).toBeNull();
    });
  }
});
