import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '../../data/contract';
import { todayIso } from '../../domain/dates';
import type { Client, Revenue } from '../../domain/types';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import type { AccountPreset } from '../../testing/fake-backend';
import { clientRecord } from '../../testing/record-fixtures';
import { renderApp } from '../../testing/render-app';

// Screens are lazy chunks; on a busy machine the first render can take a while.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

function setup(preset: AccountPreset = 'pro', clients: Client[] = [], account = accountFor(preset)) {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account }], signedInAs: 'alice@example.com' });
  const uid = backend.control.uidOf('alice@example.com');
  backend.control.seedRecords(uid, 'clients', clients);
  return { uid, ...renderApp('/clients', { backend }) };
}

const stat = (label: string) => screen.getByTestId(`stat-${label}`);

// The props each client card was last drawn with, by client name, from React's current tree: a
// card that React skipped (memo) keeps the very same props object; a card drawn again has new ones.
type Fiber = { type: unknown; memoizedProps: unknown; child: Fiber | null; sibling: Fiber | null };
function cardProps(container: HTMLElement): Map<string, unknown> {
  const key = Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
  if (!key) throw new Error('no React root in the container');
  const hostRoot = (container as unknown as Record<string, { stateNode: { current: Fiber } }>)[key]!;
  const found = new Map<string, unknown>();
  const stack: Fiber[] = [hostRoot.stateNode.current];
  while (stack.length) {
    const fiber = stack.pop()!;
    const props = fiber.memoizedProps as { client?: Client } | null;
    if (typeof fiber.type === 'function' && fiber.type.name === 'ClientCardView' && props?.client) found.set(props.client.name, props);
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return found;
}

describe('clients page', () => {
  it('the account owner reaches the deleted clients from the list', async () => {
    const { user, location } = setup();
    // The first test of the file loads the screen's chunks cold (the saved views' pieces among them).
    await user.click(await screen.findByRole('link', { name: 'Deleted clients' }, { timeout: 15_000 }));
    expect(location().pathname).toBe('/clients/deleted');
    expect(await screen.findByRole('heading', { name: 'Deleted clients' })).toBeInTheDocument();
  });

  it('shows the empty text when there are no clients yet', async () => {
    setup();
    expect(await screen.findByText('No clients yet. Add your first client to get started.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Client Management' })).toBeInTheDocument();
  });

  it("says the revenue behind the cards' profits is still arriving, and stops once it is whole", async () => {
    const { uid, backend } = setup('pro', [clientRecord('c1', 'Jane Doe')]);
    await screen.findByRole('article', { name: 'Jane Doe' });
    expect(screen.queryByText(/^Loading revenue/)).not.toBeInTheDocument();
    const rev: Revenue = { id: 'r1', source: 'Jane', amount: 120, description: '', date: '2025-01-01', type: 'service', clientId: 'c1' };
    act(() => {
      backend.control.setPartial(uid, 'revenues', true);
      backend.control.seedRecords(uid, 'revenues', [rev]);
    });
    expect(await screen.findByText('Loading revenue... 1 so far')).toHaveAttribute('role', 'status');
    act(() => backend.control.setPartial(uid, 'revenues', false));
    await waitFor(() => expect(screen.queryByText(/^Loading revenue/)).not.toBeInTheDocument());
  });

  it('draws a card again only when its client or profit changed, not when a list arrives again unchanged', async () => {
    const { uid, backend, container } = setup('pro', [clientRecord('c1', 'Jane Doe'), clientRecord('c2', 'Bob Ray')]);
    await screen.findByRole('article', { name: 'Jane Doe' });
    const first = cardProps(container);
    expect([...first.keys()].sort()).toEqual(['Bob Ray', 'Jane Doe']);

    // The revenue list says it is whole, with nothing new: no card is drawn again.
    act(() => backend.control.setPartial(uid, 'revenues', true));
    act(() => backend.control.setPartial(uid, 'revenues', false));
    await waitFor(() => expect(screen.queryByText(/^Loading revenue/)).not.toBeInTheDocument());
    expect(cardProps(container)).toEqual(first);
    for (const [name, props] of cardProps(container)) expect(props).toBe(first.get(name));

    // A revenue of Jane's: her card shows the new profit, Bob's is left alone.
    const rev: Revenue = { id: 'r1', source: 'Jane', amount: 120, description: '', date: '2025-01-01', type: 'service', clientId: 'c1' };
    act(() => backend.control.seedRecords(uid, 'revenues', [rev]));
    const jane = screen.getByRole('article', { name: 'Jane Doe' });
    await waitFor(() => expect(within(jane).getByText('$120.00')).toBeInTheDocument());
    const after = cardProps(container);
    expect(after.get('Jane Doe')).not.toBe(first.get('Jane Doe'));
    expect(after.get('Bob Ray')).toBe(first.get('Bob Ray'));
  });

  it('filters by search, status and type and computes the stats over the filtered list', async () => {
    const { user } = setup('pro', [
      clientRecord('c1', 'Jane Doe', { company: 'Acme', value: 100, progress: 50 }),
      clientRecord('c2', 'Bob Ray', { email: 'bob@acme.io', value: 50, progress: 25, status: 'inactive', type: 'recurring' }),
      clientRecord('c3', 'Carl', { value: 10, progress: 100, status: 'former' }),
    ]);
    await screen.findByRole('article', { name: 'Jane Doe' });
    // Each card's name is a level-2 heading under the page's h1: no level skipped (Lighthouse's
    // heading-order audit cost the page its perfect accessibility score with level 3).
    expect(screen.getByRole('heading', { name: 'Jane Doe', level: 2 })).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(stat('Total Clients')).toHaveTextContent('3');
    expect(screen.getByText('1 active')).toBeInTheDocument();
    expect(stat('Total Value')).toHaveTextContent('$160.00');
    expect(stat('Avg Progress')).toHaveTextContent('58%');

    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'ACME');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Jane Doe', 'Bob Ray']);
    expect(stat('Total Value')).toHaveTextContent('$150.00');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Bob Ray']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'one-time');
    expect(screen.getByText('No clients match your filters')).toBeInTheDocument();
  });

  it('validation blocks saving with the messages next to the fields', async () => {
    const { user, backend, uid } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Client' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Client' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(backend.control.records(uid, 'clients')).toHaveLength(0);
  });

  it('adds a client, closes, and the next add form starts empty with today', async () => {
    const { user, backend, uid } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Client' }));
    let dialog = screen.getByRole('dialog', { name: 'Add New Client' });
    await user.type(within(dialog).getByLabelText('Name'), '  Jane  ');
    await user.type(within(dialog).getByLabelText('Email'), 'JANE@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.control.records(uid, 'clients')[0]).toMatchObject({ name: 'Jane', email: 'jane@example.com', dateAdded: todayIso() });
    expect(await screen.findByRole('article', { name: 'Jane' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    dialog = screen.getByRole('dialog', { name: 'Add New Client' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    expect(within(dialog).getByLabelText('Date Added')).toHaveValue(todayIso());
  });

  it('a failed save says so and keeps the modal open with the input', async () => {
    const { user, backend } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Client' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Client' });
    await user.type(within(dialog).getByLabelText('Name'), 'Jane');
    await user.type(within(dialog).getByLabelText('Email'), 'jane@example.com');
    backend.control.failNextRecordWrite(new DataError('unavailable', 'offline'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not save your changes');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Jane');
  });

  it('edits only the changed fields and closes', async () => {
    const { user, backend, uid } = setup('pro', [clientRecord('c1', 'Jane', { notes: 'vip' })]);
    await user.click(await screen.findByRole('button', { name: 'Edit Jane' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Client' });
    await user.clear(within(dialog).getByLabelText('Company'));
    await user.type(within(dialog).getByLabelText('Company'), 'Globex');
    await user.click(within(dialog).getByRole('button', { name: 'Update Client' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.control.records(uid, 'clients')[0]).toMatchObject({ company: 'Globex', notes: 'vip' });
  });

  it('asks before deleting and deletes on confirm', async () => {
    const { user, backend, uid } = setup('pro', [clientRecord('c1', 'Jane')]);
    await user.click(await screen.findByRole('button', { name: 'Delete Jane' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete client' });
    expect(within(dialog).getByText('Are you sure you want to delete this client?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.control.records(uid, 'clients')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete Jane' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(backend.control.records(uid, 'clients')).toHaveLength(0));
    expect(await screen.findByText('No clients yet. Add your first client to get started.')).toBeInTheDocument();
  });

  it('explains the basic cap when the 101st client is added', async () => {
    const many = Array.from({ length: 100 }, (_, i) => clientRecord(`c${i}`, `Client ${i}`));
    const { user } = setup('basic-active', many);
    // 100 cards are a virtualised grid, which jsdom (no layout) draws no rows of: wait for the count.
    await waitFor(() => expect(stat('Total Clients')).toHaveTextContent('100'));
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    const dialog = screen.getByRole('dialog', { name: 'Client limit reached' });
    expect(within(dialog).getByText(/limit of 100 clients/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
  });

  it('shows the profit of a client from linked revenue', async () => {
    const { user, backend, uid } = setup('basic-active', [clientRecord('c1', 'Jane')]);
    const rev: Revenue = { id: 'r1', source: 'Jane', amount: 120, description: '', date: '2025-01-01', type: 'service', clientId: 'c1' };
    backend.control.seedRecords(uid, 'revenues', [rev]);
    await user.click(await screen.findByRole('button', { name: 'Profit of Jane' }));
    const dialog = screen.getByRole('dialog', { name: 'Profit from Jane' });
    expect(within(dialog).getAllByText('$120.00')).toHaveLength(2);
  });

  it('a suspended account is read-only and told why', async () => {
    const account = accountFor('pro');
    account.subscription = { ...account.subscription!, status: 'suspended' };
    sessionStorage.setItem('suspendedReadOnly', 'true'); // chosen on the suspended page
    setup('pro', [clientRecord('c1', 'Jane')], account);
    sessionStorage.clear();
    expect(await screen.findByText(/records are read-only/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Client' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Jane' })).toBeDisabled();
  });

  it('an expired trial sees the blocked-access screen', async () => {
    setup('expired-trial');
    expect(await screen.findByRole('heading', { name: /Access blocked|trial/i })).toBeInTheDocument();
  });

  it("filters to clients with no activity for 30 days, links each card to the client's page, and shows the next task or meeting", async () => {
    const today = todayIso();
    const { uid, backend, user, location } = setup('pro', [
      clientRecord('c1', 'Fresh', { lastContact: today }),
      clientRecord('c2', 'Quiet', { lastContact: '2020-01-01' }),
      clientRecord('c3', 'Noted', { lastContact: '2020-01-01', lastActivity: today }),
    ]);
    backend.control.seedRecords(uid, 'tasks', [
      {
        id: 't1',
        title: 'Send the quote',
        description: '',
        progress: 0,
        deadline: '2030-01-02',
        dateCreated: today,
        assignedEmployees: [],
        status: 'pending',
        subtasks: [],
        clientId: 'c2',
      },
      {
        id: 't2',
        title: 'Done already',
        description: '',
        progress: 100,
        deadline: '2029-01-01',
        dateCreated: today,
        assignedEmployees: [],
        status: 'completed',
        subtasks: [],
        clientId: 'c2',
      },
    ]);
    backend.activities.seed(uid, [
      {
        id: 'm1',
        subject: 'c1',
        kind: 'meeting',
        at: new Date(Date.now() + 86_400_000),
        text: '',
        duration: 30,
        outcome: '',
        authorId: uid,
        mentions: [],
        ownerId: uid,
      },
    ]);
    const quiet = await screen.findByRole('article', { name: 'Quiet' });
    expect(await within(quiet).findByText('Next task: Send the quote, due 01/02/2030')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Fresh' })).getByText(/^Next meeting:/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Activity'), 'stale');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Fresh' })).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Noted' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('article', { name: 'Quiet' })).getByRole('link', { name: 'Quiet' }));
    await waitFor(() => expect(location().pathname).toBe('/clients/c2'));
    expect(await screen.findByRole('heading', { name: 'Quiet' })).toBeInTheDocument();
  });
});
