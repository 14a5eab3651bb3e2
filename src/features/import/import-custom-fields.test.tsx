// The import's mapping and rows with the account's custom fields (docs/product/import.md#custom-fields), on the fake backend.
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';
import { customField } from '../../testing/record-fixtures';
import type { CustomFieldDefinition } from '../../domain/custom-fields';

configure({ asyncUtilTimeout: 5000 });

const field = customField;

async function setup(definitions: CustomFieldDefinition[]) {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor('pro') }], signedInAs: 'alice@example.com' });
  const uid = backend.control.uidOf('alice@example.com');
  await backend.fields.saveFieldDefinitions(uid, 'clients', definitions);
  return { uid, ...renderApp('/import', { backend }) };
}

const csvFile = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

describe('import with custom fields', () => {
  it('maps headers to custom fields by label, offers every active one, imports their values and reports bad ones', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = await setup([
      field('fcourt', 'Court date', 'date', 0),
      field('fcase', 'Case number', 'text', 1),
      field('fvip', 'VIP', 'yesNo', 2),
      field('fold', 'Old code', 'text', 3, { archived: true }),
    ]);
    const csv = ['Name,Email,Court date,Case number,Priority', 'Ann,ann@x.io,31/12/2025,C-1,oui', 'Bob,bob@x.io,someday,C-2,no', 'Cy,cy@x.io,01/02/2026,,'];
    await user.upload(await screen.findByLabelText('Choose a file to import', {}, { timeout: 15_000 }), csvFile('clients.csv', csv.join('\n')));
    expect(await screen.findByText('File processed successfully - 3 rows found')).toBeInTheDocument();

    const court = screen.getByLabelText('Map To for Court date') as HTMLSelectElement;
    expect(court.selectedOptions[0]!.textContent).toBe('Court date (custom field)');
    expect((screen.getByLabelText('Map To for Case number') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Case number (custom field)');
    // Offered after the built-in fields, the archived one not at all.
    const priority = screen.getByLabelText('Map To for Priority') as HTMLSelectElement;
    const group = within(priority).getByRole('group', { name: 'Custom fields' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Court date (custom field)', 'Case number (custom field)', 'VIP (custom field)']);
    await user.selectOptions(priority, 'VIP (custom field)');
    expect(screen.getByText('5 of 5 fields mapped')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import Data' }));

    expect(await screen.findByText('Successfully imported 2 records with 1 error')).toBeInTheDocument();
    const clients = backend.control.records(uid, 'clients');
    expect(clients.find((c) => c.name === 'Ann')?.customFields).toEqual({ fcourt: '2025-12-31', fcase: 'C-1', fvip: true });
    expect(clients.find((c) => c.name === 'Cy')?.customFields).toEqual({ fcourt: '2026-02-01' });
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    expect(screen.getByText(/Row 3: Court date: Enter a valid date\./)).toBeInTheDocument();
  });

  it('a required custom field without a column makes the new rows errors', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = await setup([field('fcase', 'Case number', 'text', 0, { required: true })]);
    await user.upload(await screen.findByLabelText('Choose a file to import', {}, { timeout: 15_000 }), csvFile('c.csv', 'Name,Email\nAnn,ann@x.io\n'));
    await user.click(await screen.findByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Import failed - no records were imported')).toBeInTheDocument();
    expect(backend.control.records(uid, 'clients')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    expect(screen.getByText(/Row 2: Case number: This field is required\./)).toBeInTheDocument();
  });
});
