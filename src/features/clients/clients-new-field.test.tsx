// A custom field defined from the clients list's Columns menu (docs/product/custom-fields.md),
// over the in-memory backend, whose fields part refuses what the security rules refuse: an owner
// or manager adds one and the list shows it as a column at once (in the address too), offered in
// the filters and the sort; the schema's refusals and a refused save are said in the form,
// keeping the input; members and viewers get no button, a read-only account the notice.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '../../data/contract';
import type { MemberDoc } from '../../data/contract';
import type { CustomFieldDefinition } from '../../domain/custom-fields';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import type { FakeBackend } from '../../testing/fake-backend';
import { clientRecord, customField } from '../../testing/record-fixtures';
import { aliceAs, renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

async function setup({ role = 'manager' as MemberDoc['role'], fields = [] as CustomFieldDefinition[], suspended = false } = {}) {
  const account = accountFor('pro');
  if (suspended) {
    account.subscription = { ...account.subscription!, status: 'suspended' };
    sessionStorage.setItem('suspendedReadOnly', 'true'); // chosen on the suspended page
  }
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account }], signedInAs: 'alice@example.com' });
  const uid = backend.control.uidOf('alice@example.com');
  backend.control.setMember(uid, uid, aliceAs('owner'), 'Alice Law');
  if (fields.length > 0) await backend.fields.saveFieldDefinitions(uid, 'clients', fields);
  backend.control.seedRecords(uid, 'clients', [clientRecord('c1', 'Jane Doe')]);
  backend.control.setMember(uid, uid, aliceAs(role), 'Alice Law');
  const rendered = renderApp('/clients', { backend });
  await screen.findByRole('article', { name: 'Jane Doe' }, { timeout: 15_000 });
  sessionStorage.clear();
  return { uid, ...rendered };
}

function stored(backend: FakeBackend, uid: string): Promise<CustomFieldDefinition[]> {
  return new Promise((resolve) => {
    const stop = backend.fields.watchFieldDefinitions(uid, 'clients', (d) => {
      resolve(d);
      queueMicrotask(() => stop());
    });
  });
}

const columnsDialog = () => screen.getByRole('dialog', { name: 'Columns' });

describe('a new field from the clients list’s Columns menu', () => {
  it('a manager adds a date field and the list shows it as a column, offered in the filters and the sort', async () => {
    const { backend, uid, user, location } = await setup();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(columnsDialog()).getByRole('button', { name: 'New field' }));
    const form = within(columnsDialog()).getByRole('form', { name: 'New field' });
    await user.type(within(form).getByLabelText('Field name'), 'Court date');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'date');
    await user.click(within(form).getByRole('button', { name: 'Add field' }));

    await waitFor(async () => expect((await stored(backend, uid)).map((d) => [d.label, d.kind])).toEqual([['Court date', 'date']]));
    const [field] = await stored(backend, uid);
    // The view's columns: the defaults it showed, then the new field, in the address.
    await waitFor(() => expect(new URLSearchParams(location().search).get('cols')).toBe(`email,value,type,profit,progress,cf:${field!.id}`));
    expect(within(columnsDialog()).getByRole('status')).toHaveTextContent('Court date is now a column of this list.');
    expect(await within(columnsDialog()).findByRole('checkbox', { name: 'Court date' })).toBeChecked();
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Jane Doe' })).getByText('Court date')).toBeInTheDocument());

    await user.click(within(columnsDialog()).getByRole('button', { name: 'Close dialog' }));
    expect(within(screen.getByRole('combobox', { name: 'Sort by' })).getByRole('option', { name: 'Sort by Court date' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const filter = screen.getByRole('form', { name: 'New filter' });
    expect(within(within(filter).getByRole('combobox', { name: 'Column' })).getByRole('option', { name: 'Court date' })).toBeInTheDocument();
  });

  it('says in the form why a field is refused, keeping what was typed: a taken name, a choice field without choices', async () => {
    const { user } = await setup({ fields: [customField('a', 'Allergies', 'text', 0)] });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(columnsDialog()).getByRole('button', { name: 'New field' }));
    const form = within(columnsDialog()).getByRole('form', { name: 'New field' });
    await user.type(within(form).getByLabelText('Field name'), 'allergies');
    await user.click(within(form).getByRole('button', { name: 'Add field' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Another field already has this name.');
    expect(within(form).getByLabelText('Field name')).toHaveValue('allergies');

    await user.clear(within(form).getByLabelText('Field name'));
    await user.type(within(form).getByLabelText('Field name'), 'Delivery day');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'choice');
    await user.click(within(form).getByRole('button', { name: 'Add field' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Give this field at least one choice.'));
    expect(within(form).getByLabelText('Kind')).toHaveValue('choice');
  });

  it('at 50 fields, the limit is said in the form and nothing is saved', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => customField(`f${i}`, `Field ${i}`, 'text', i));
    const { backend, uid, user } = await setup({ fields: fifty });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(columnsDialog()).getByRole('button', { name: 'New field' }));
    const form = within(columnsDialog()).getByRole('form', { name: 'New field' });
    await user.type(within(form).getByLabelText('Field name'), 'One more');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Add field' })).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: 'Add field' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You can have at most 50 custom fields here.');
    expect(within(form).getByLabelText('Field name')).toHaveValue('One more');
    expect(await stored(backend, uid)).toHaveLength(50);
  });

  it('a refused save says so in the form, keeps the input, and the column is not added', async () => {
    const { backend, uid, user, location } = await setup();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(columnsDialog()).getByRole('button', { name: 'New field' }));
    const form = within(columnsDialog()).getByRole('form', { name: 'New field' });
    await user.type(within(form).getByLabelText('Field name'), 'Case number');
    backend.control.failNextRecordWrite(new DataError('permission-denied', 'Missing or insufficient permissions.'));
    await user.click(within(form).getByRole('button', { name: 'Add field' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Could not save your changes: your plan or account status does not allow it. Your input is kept.',
    );
    expect(within(form).getByLabelText('Field name')).toHaveValue('Case number');
    expect(await stored(backend, uid)).toEqual([]);
    expect(new URLSearchParams(location().search).get('cols')).toBeNull();
    // Sent again, it is saved.
    await user.click(within(form).getByRole('button', { name: 'Add field' }));
    await waitFor(async () => expect((await stored(backend, uid)).map((d) => d.label)).toEqual(['Case number']));
  });

  for (const role of ['member', 'viewer'] as const) {
    it(`a ${role} chooses columns but sees no New field`, async () => {
      const { user } = await setup({ role, fields: [customField('a', 'Case number', 'text', 0)] });
      await user.click(screen.getByRole('button', { name: 'Columns' }));
      expect(within(columnsDialog()).getByRole('checkbox', { name: 'Case number' })).toBeInTheDocument();
      expect(within(columnsDialog()).queryByRole('button', { name: 'New field' })).toBeNull();
    });
  }

  it('an owner of a read-only account gets the read-only notice instead of New field', async () => {
    const { user } = await setup({ role: 'owner', suspended: true });
    expect(screen.getByRole('button', { name: 'Add Client' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(within(columnsDialog()).getByRole('status')).toHaveTextContent(/records are read-only/);
    expect(within(columnsDialog()).queryByRole('button', { name: 'New field' })).toBeNull();
  });
});
