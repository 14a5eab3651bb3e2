// Saved views on the clients list, through the screen with the in-memory backend
// (docs/product/saved-views.md): the address holds the view, a view is saved, shared, made the
// default and opens by itself, filters are built. Who may share: tests/rules/views.test.ts and the
// journey e2e/saved-views.spec.ts.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Client } from '../../domain/types';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { clientRecord } from '../../testing/record-fixtures';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const CLIENTS: Client[] = [
  clientRecord('c1', 'Jane Doe', { company: 'Acme', value: 100 }),
  clientRecord('c2', 'Bob Ray', { company: 'Acme', value: 50, status: 'inactive' }),
  clientRecord('c3', 'Carl Court', { company: 'Law & Co', value: 900 }),
];

function setup(path = '/clients') {
  const backend = createFakeBackend({
    users: [
      { email: 'olga@example.com', account: accountFor('pro') },
      { email: 'milo@example.com', account: accountFor('pro') },
    ],
    signedInAs: 'olga@example.com',
  });
  const owner = backend.control.uidOf('olga@example.com');
  backend.control.seedRecords(owner, 'clients', CLIENTS);
  return { owner, ...renderApp(path, { backend }) };
}

const names = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('saved views of the clients list', () => {
  it('the filters and search go to the address, and an address opens the same list', async () => {
    const { user, location } = setup();
    await screen.findByRole('article', { name: 'Jane Doe' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'acme');
    await waitFor(() => expect(names()).toEqual(['Jane Doe']));
    const search = new URLSearchParams(location().search);
    expect(search.get('q')).toBe('acme');
    expect(search.getAll('f')).toEqual(['status|anyOf|active']);
  });

  it('a bookmarked address opens the filtered, sorted list with its columns', async () => {
    setup('/clients?f=value|gt|60&sort=-value&cols=company,value');
    await waitFor(() => expect(names()).toEqual(['Carl Court', 'Jane Doe']));
    const card = screen.getByRole('article', { name: 'Carl Court' });
    expect(within(card).getByText('$900.00')).toBeInTheDocument();
    // Only the chosen columns: no e-mail line, no progress bar.
    expect(within(card).queryByText('Email')).not.toBeInTheDocument();
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Value > 60' })).toBeInTheDocument();
  });

  it('a filter is built from a column, an operator and a value, and removed again', async () => {
    const { user } = setup();
    await screen.findByRole('article', { name: 'Jane Doe' });
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const form = screen.getByRole('form', { name: 'New filter' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Column' }), 'company');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Operator' }), 'contains');
    expect(within(form).getByRole('button', { name: 'Apply filter' })).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: 'Value' }), 'law');
    await user.click(within(form).getByRole('button', { name: 'Apply filter' }));
    await waitFor(() => expect(names()).toEqual(['Carl Court']));
    await user.click(screen.getByRole('button', { name: 'Remove filter Company contains law' }));
    await waitFor(() => expect(names()).toHaveLength(3));
  });

  it('an owner saves a view, shares it and makes it the default; it opens when the address says nothing', async () => {
    const { user, router } = setup();
    await screen.findByRole('article', { name: 'Jane Doe' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    await user.click(screen.getByRole('button', { name: 'Save as new' }));
    const dialog = screen.getByRole('dialog', { name: 'Save as a new view' });
    // A blank name is refused with its reason, the dialog stays.
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await within(dialog).findByText('Please give the view a name.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'View name' }), 'Active clients');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Share with the account' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const picker = screen.getByRole('combobox', { name: 'Saved view' });
    await waitFor(() => expect(within(picker).getByRole('option', { selected: true })).toHaveTextContent('Active clients (shared)'));

    await user.click(screen.getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(within(picker).getByRole('option', { selected: true })).toHaveTextContent('Active clients (shared, default)'));

    // A change of the open view offers "Save view"; saving keeps it.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'one-time');
    await user.click(await screen.findByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save view' })).not.toBeInTheDocument());

    await router.navigate('/clients');
    await waitFor(() =>
      expect(within(screen.getByRole('combobox', { name: 'Saved view' })).getByRole('option', { selected: true })).toHaveTextContent('Active clients'),
    );
    await waitFor(() => expect(names()).toEqual(['Jane Doe', 'Carl Court']));
  });
});
