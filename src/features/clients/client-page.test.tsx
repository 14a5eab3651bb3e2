import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityView } from '../../data/contract';
import { ACTIVITY_LIMITS } from '../../domain/activities';
import type { Client } from '../../domain/types';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { clientRecord } from '../../testing/record-fixtures';
import { renderApp } from '../../testing/render-app';

// Screens are lazy chunks; on a busy machine the first render can take a while.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

function setup(clients: Client[], path = '/clients/c1') {
  const backend = createFakeBackend({
    users: [
      { email: 'alice@example.com', account: accountFor('pro') },
      { email: 'bob@example.com', account: accountFor('pro') },
    ],
    signedInAs: 'alice@example.com',
  });
  const uid = backend.control.uidOf('alice@example.com');
  backend.control.seedRecords(
    uid,
    'clients',
    clients.map((c) => ({ ...c, ownerId: uid })),
  );
  return { uid, ...renderApp(path, { backend }), backend };
}

const activity = (id: string, at: Date, over: Partial<ActivityView> = {}): ActivityView => ({
  id,
  subject: 'c1',
  kind: 'note',
  at,
  text: `Note ${id}`,
  duration: 0,
  outcome: '',
  authorId: 'someone',
  mentions: [],
  ownerId: '',
  ...over,
});

describe('client page', () => {
  it("shows the client's fields, and an inline edit saves only that field", async () => {
    const { uid, backend, user } = setup([clientRecord('c1', 'Jane Doe', { phone: '555-0100', company: 'Acme' })]);
    expect(await screen.findByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.getByText('555-0100')).toBeInTheDocument();
    const update = vi.spyOn(backend.records, 'updateRecord');
    await user.click(screen.getByRole('button', { name: 'Edit Phone' }));
    const input = screen.getByLabelText('Phone');
    await user.clear(input);
    await user.type(input, '555-0199');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(screen.getByRole('region', { name: 'Jane Doe' })).findByText('555-0199')).toBeInTheDocument();
    expect(update).toHaveBeenLastCalledWith(uid, 'clients', 'c1', { phone: '555-0199' });
    // The change joins the timeline as the server's history records it: the phone before and after.
    await waitFor(() => expect(screen.getByRole('list', { name: 'Timeline entries' })).toHaveTextContent(/555-0100.*555-0199/));
  });

  it('an invalid inline value says why and keeps what was typed', async () => {
    const { user } = setup([clientRecord('c1', 'Jane Doe')]);
    await user.click(await screen.findByRole('button', { name: 'Edit Email' }));
    const input = screen.getByLabelText('Email');
    await user.clear(input);
    await user.type(input, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
  });

  it('follows a change made elsewhere (another tab) at once', async () => {
    const { uid, backend } = setup([clientRecord('c1', 'Jane Doe', { phone: '1' })]);
    await screen.findByRole('heading', { name: 'Jane Doe' });
    act(() => backend.control.seedRecords(uid, 'clients', [{ ...clientRecord('c1', 'Jane Doe', { phone: '555-7777' }), ownerId: uid }]));
    expect(await screen.findByText('555-7777')).toBeInTheDocument();
  });

  it("lists the client's deals, revenue and tasks, and no one else's", async () => {
    const { uid, backend } = setup([clientRecord('c1', 'Jane Doe'), clientRecord('c2', 'Bob Ray')]);
    backend.control.seedRecords(uid, 'revenues', [
      { id: 'r1', source: 'Jane invoice', amount: 120, description: '', date: '2025-02-01', type: 'service', clientId: 'c1' },
      { id: 'r2', source: 'Bob invoice', amount: 80, description: '', date: '2025-02-01', type: 'service', clientId: 'c2' },
    ]);
    backend.control.seedRecords(uid, 'tasks', [
      {
        id: 't1',
        title: 'Send the quote',
        description: '',
        progress: 0,
        deadline: '',
        dateCreated: '2025-01-01',
        assignedEmployees: [],
        status: 'pending',
        subtasks: [],
        clientId: 'c1',
      },
      {
        id: 't2',
        title: 'Call Bob',
        description: '',
        progress: 0,
        deadline: '',
        dateCreated: '2025-01-01',
        assignedEmployees: [],
        status: 'pending',
        subtasks: [],
        clientId: 'c2',
      },
    ]);
    await screen.findByRole('heading', { name: 'Jane Doe' });
    const revenue = screen.getByRole('region', { name: 'Revenue' });
    expect(await within(revenue).findByText(/Jane invoice/)).toBeInTheDocument();
    expect(within(revenue).queryByText(/Bob invoice/)).not.toBeInTheDocument();
    const tasks = screen.getByRole('region', { name: 'Tasks' });
    expect(await within(tasks).findByText('Send the quote')).toBeInTheDocument();
    expect(within(tasks).queryByText('Call Bob')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Deals' })).getByText('No deals with this client.')).toBeInTheDocument();
  });

  it('says plainly when the client does not exist or was deleted', async () => {
    setup([clientRecord('c1', 'Jane Doe')], '/clients/gone');
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeInTheDocument();
    expect(screen.getByText('This client does not exist or was deleted.')).toBeInTheDocument();
  });

  it("a member narrowed to their own records opening another's client sees the access notice", async () => {
    const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor('pro') }], signedInAs: 'alice@example.com' });
    const uid = backend.control.uidOf('alice@example.com');
    const member = {
      role: 'member',
      ownRecordsOnly: true,
      payroll: false,
      email: 'alice@example.com',
      displayName: 'Alice',
      joinedAt: new Date(),
      invitedBy: null,
    } as const;
    backend.control.setMember(uid, uid, member, 'Alice Studio');
    backend.control.seedRecords(uid, 'clients', [{ ...clientRecord('c1', 'Jane Doe'), ownerId: 'someone-else' }]);
    renderApp('/clients/c1', { backend });
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeInTheDocument();
    expect(screen.getByText('This client does not exist, was deleted, or is not assigned to you.')).toBeInTheDocument();
    expect(screen.getByText(/You see only the clients assigned to you in Alice Studio/)).toBeInTheDocument();
  });

  it("logs a call: it shows on the timeline and moves the client's last contact", async () => {
    const { uid, backend, user } = setup([clientRecord('c1', 'Jane Doe', { lastContact: '2020-01-01' })]);
    await screen.findByRole('heading', { name: 'Jane Doe' });
    const form = screen.getByRole('form', { name: 'Add to the timeline' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'call');
    await user.type(within(form).getByLabelText('Outcome'), 'Wants a quote');
    await user.clear(within(form).getByLabelText('Duration (minutes)'));
    await user.type(within(form).getByLabelText('Duration (minutes)'), '20');
    await user.type(within(form).getByLabelText('Notes'), 'Asked about prices');
    await user.click(within(form).getByRole('button', { name: 'Log it' }));
    const list = await screen.findByRole('list', { name: 'Timeline entries' });
    expect(await within(list).findByText('Outcome: Wants a quote')).toBeInTheDocument();
    expect(within(list).getByText('Asked about prices')).toBeInTheDocument();
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    await waitFor(() => expect(backend.control.records(uid, 'clients')[0]?.lastContact).toBe(iso));
  });

  it('a note needs its text, and renders line breaks and links without HTML', async () => {
    const { uid, backend, user } = setup([clientRecord('c1', 'Jane Doe')]);
    await screen.findByRole('heading', { name: 'Jane Doe' });
    const form = screen.getByRole('form', { name: 'Add to the timeline' });
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    // The browser's own check stops an empty required field; the page adds nothing then.
    expect(screen.queryByRole('list', { name: 'Timeline entries' })).not.toBeInTheDocument();
    act(() => backend.activities.seed(uid, [activity('a1', new Date(), { text: 'Line one\nSee https://example.com/x. <b>bold</b>' })]));
    const list = await screen.findByRole('list', { name: 'Timeline entries' });
    const link = within(list).getByRole('link', { name: 'https://example.com/x' });
    expect(link).toHaveAttribute('href', 'https://example.com/x');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(list.querySelector('b')).toBeNull();
    expect(list.querySelectorAll('br')).toHaveLength(1);
    expect(within(list).getByText(/<b>bold<\/b>/)).toBeInTheDocument();
  });

  it('filters by kind and shows older entries page by page', async () => {
    const { uid, backend, user } = setup([clientRecord('c1', 'Jane Doe')]);
    const base = Date.now();
    const many = Array.from({ length: ACTIVITY_LIMITS.page + 5 }, (_, i) =>
      activity(`n${String(i).padStart(2, '0')}`, new Date(base - i * 60_000), i === 0 ? { kind: 'call', text: 'The newest call' } : {}),
    );
    backend.activities.seed(uid, many);
    const list = await screen.findByRole('list', { name: 'Timeline entries' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(ACTIVITY_LIMITS.page);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(ACTIVITY_LIMITS.page + 5));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'call');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Timeline entries' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('The newest call')).toBeInTheDocument();
  });

  it('the author edits and deletes their entry; another member may not edit it', async () => {
    const { uid, backend, user } = setup([clientRecord('c1', 'Jane Doe')]);
    backend.activities.seed(uid, [
      activity('mine', new Date(), { authorId: uid, text: 'My note' }),
      activity('theirs', new Date(Date.now() - 1000), { text: 'Their note' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Timeline entries' });
    const [mine, theirs] = within(list).getAllByRole('listitem');
    expect(within(theirs!).queryByRole('button', { name: 'Edit this entry' })).not.toBeInTheDocument();
    // Alice owns the account: she may delete anyone's entry.
    expect(within(theirs!).getByRole('button', { name: 'Delete this entry' })).toBeInTheDocument();
    await user.click(within(mine!).getByRole('button', { name: 'Edit this entry' }));
    const text = within(mine!).getByLabelText('Note');
    await user.clear(text);
    await user.type(text, 'My edited note');
    await user.click(within(mine!).getByRole('button', { name: 'Save changes' }));
    expect(await within(list).findByText('My edited note')).toBeInTheDocument();
    await user.click(within(list).getAllByRole('button', { name: 'Delete this entry' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('My edited note')).not.toBeInTheDocument());
  });
});
