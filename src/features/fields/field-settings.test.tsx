// The custom fields settings over the in-memory backend (src/testing/fakes/fields.ts, which
// refuses what the security rules refuse): an owner or manager adds, renames, reorders and
// archives fields and brings them back, sees the schema's refusals, and is asked before a kind
// change converts the clients' values; members and viewers read the fields only.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MemberDoc } from '../../data/contract';
import type { CustomFieldDefinition } from '../../domain/custom-fields';
import type { FakeBackend } from '../../testing/fake-backend';
import { renderSettingsScreen } from '../../testing/render-app';
import { FieldSettings } from './field-settings';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const field = (id: string, label: string, order: number, over: Partial<CustomFieldDefinition> = {}): CustomFieldDefinition => ({
  id,
  label,
  kind: 'text',
  required: false,
  choices: [],
  archived: false,
  order,
  ...over,
});

function setup({ role = 'manager' as MemberDoc['role'], fields = [] as CustomFieldDefinition[] } = {}) {
  return renderSettingsScreen('/settings/fields', (backend) => <FieldSettings api={backend.fields} />, {
    role,
    accountName: 'Alice Law',
    prepare: async (backend, uid) => {
      if (fields.length > 0) await backend.fields.saveFieldDefinitions(uid, 'clients', fields);
    },
  });
}

function stored(backend: FakeBackend, uid: string, kind: 'clients' | 'deals' = 'clients'): Promise<CustomFieldDefinition[]> {
  return new Promise((resolve) => {
    const stop = backend.fields.watchFieldDefinitions(uid, kind, (d) => {
      resolve(d);
      queueMicrotask(() => stop());
    });
  });
}

const activeLabels = () =>
  within(screen.getByRole('list', { name: 'Active fields' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');

describe('the custom fields settings', () => {
  it('a manager adds a date field to the clients and another to the deals', async () => {
    const { backend, uid, user } = await setup();
    await screen.findByText('No custom fields yet.');
    await user.type(screen.getByLabelText('Field name'), 'Court date');
    await user.selectOptions(screen.getByLabelText('Kind'), 'date');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await waitFor(async () => expect((await stored(backend, uid)).map((d) => [d.label, d.kind])).toEqual([['Court date', 'date']]));
    expect(screen.getByLabelText('Field name')).toHaveValue('');

    await user.click(screen.getByRole('tab', { name: 'Deals' }));
    await screen.findByText('No custom fields yet.');
    await user.type(screen.getByLabelText('Field name'), 'Boiler model');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await waitFor(async () => expect((await stored(backend, uid, 'deals')).map((d) => d.label)).toEqual(['Boiler model']));
  });

  it('a choice field needs its choices, and a taken name is refused with the message, keeping the input', async () => {
    const { backend, uid, user } = await setup({ fields: [field('a', 'Allergies', 0)] });
    await screen.findByText('Allergies');
    await user.type(screen.getByLabelText('Field name'), 'Delivery day');
    await user.selectOptions(screen.getByLabelText('Kind'), 'choice');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Give this field at least one choice.');
    await user.type(screen.getByLabelText('Choices, one per line'), 'Monday{enter}Friday');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await waitFor(async () => expect((await stored(backend, uid)).find((d) => d.label === 'Delivery day')?.choices).toEqual(['Monday', 'Friday']));

    await user.type(screen.getByLabelText('Field name'), 'allergies');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another field already has this name.');
    expect(screen.getByLabelText('Field name')).toHaveValue('allergies');
  });

  it('renames, moves, archives and brings back a field, keeping its id', async () => {
    const { backend, uid, user } = await setup({ fields: [field('a', 'Case number', 0), field('b', 'Court date', 1, { kind: 'date' })] });
    await screen.findByText('Court date');
    await user.click(screen.getByRole('button', { name: 'Move Court date up' }));
    await waitFor(() => expect(activeLabels()[0]).toMatch(/^Court date/));
    await user.click(screen.getByRole('button', { name: 'Edit Case number' }));
    await user.clear(screen.getByLabelText('Field name'));
    await user.type(screen.getByLabelText('Field name'), 'Case no.');
    await user.click(screen.getByRole('button', { name: 'Save field' }));
    await waitFor(async () =>
      expect((await stored(backend, uid)).map((d) => [d.id, d.label])).toEqual([
        ['b', 'Court date'],
        ['a', 'Case no.'],
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Archive Case no.' }));
    const archivedList = await screen.findByRole('list', { name: 'Archived fields' });
    expect(within(archivedList).getByText('Case no.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bring back Case no.' }));
    await waitFor(async () => expect((await stored(backend, uid)).every((d) => !d.archived)).toBe(true));
  });

  it('a kind change says how many values cannot be converted, then converts the others', async () => {
    const { backend, uid, user } = await setup({ fields: [field('size', 'Size', 0)] });
    await backend.records.addRecord(uid, 'clients', { name: 'A', email: 'a@example.com', customFields: { size: '24' } } as never);
    const kept = await backend.records.addRecord(uid, 'clients', { name: 'B', email: 'b@example.com', customFields: { size: 'large' } } as never);
    await screen.findByText('Size');
    await user.click(screen.getByRole('button', { name: 'Edit Size' }));
    await user.selectOptions(screen.getByLabelText('Kind'), 'number');
    await user.click(screen.getByRole('button', { name: 'Save field' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1 values will be converted. 1 values cannot be converted and will be kept as they are');
    await user.click(within(dialog).getByRole('button', { name: 'Change kind' }));
    await waitFor(async () => expect((await stored(backend, uid))[0]?.kind).toBe('number'));
    const clients = backend.control.records(uid, 'clients');
    expect(clients.map((c) => c.customFields?.size).sort()).toEqual([24, 'large']);
    expect(clients.find((c) => c.id === kept)?.customFields).toEqual({ size: 'large' });
  });

  for (const role of ['member', 'viewer'] as const) {
    it(`a ${role} reads the fields and changes none`, async () => {
      await setup({ role, fields: [field('a', 'Case number', 0)] });
      expect(await screen.findByText('Case number')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Only the owners and managers of Alice Law change the custom fields');
      expect(screen.queryByRole('button', { name: 'Add field' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Edit Case number' })).toBeNull();
    });
  }
});
