import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../domain/history';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { AppProvider } from '../../testing/render-app';
import { HistoryEntryView } from './history-entry';

const base: HistoryEntry = {
  id: 'h1',
  recordKind: 'clients',
  recordId: 'c1',
  clientId: 'c1',
  op: 'update',
  title: 'Acme',
  changes: {},
  before: null,
  actor: 'u1',
  source: 'app',
  ownerId: 'u1',
  audience: 'all',
  at: new Date('2026-03-04T10:00:00Z'),
  expiresAt: new Date('2033-03-04T10:00:00Z'),
  restoredAt: null,
};

const names: Record<string, string> = { u1: 'Alice', u2: 'Bob' };
const show = (entry: Partial<HistoryEntry>) =>
  render(
    <AppProvider backend={createFakeBackend()}>
      <ul>
        <HistoryEntryView entry={{ ...base, ...entry }} memberName={(uid) => names[uid] ?? ''} stageName={(_p, s) => ({ lead: 'Lead', won: 'Won' })[s] ?? ''} />
      </ul>
    </AppProvider>,
  );

describe('a history entry', () => {
  it("a client's change lists each field with its label, before and after, with who and when", async () => {
    show({
      changes: { status: { before: 'active', after: 'former' }, ownerId: { before: 'u1', after: 'u2' }, lastContact: { before: '', after: '2026-03-01' } },
    });
    const entry = await screen.findByRole('article', { name: 'Client changed' });
    expect(within(entry).getByText('Status')).toBeInTheDocument();
    expect(within(entry).getByText('Active')).toBeInTheDocument();
    expect(within(entry).getByText('Former')).toBeInTheDocument();
    expect(within(entry).getByText('Assigned to')).toBeInTheDocument();
    expect(within(entry).getByText('Bob')).toBeInTheDocument();
    expect(within(entry).getByText('Last contact')).toBeInTheDocument();
    expect(within(entry).getByText('—')).toBeInTheDocument();
    expect(within(entry).getByText(/^Alice ·/)).toBeInTheDocument();
  });

  it("a deal's win names the deal and the stages; an import, the API and an unknown deleter are named as such", async () => {
    const { unmount } = show({
      recordKind: 'deals',
      title: 'Roof',
      changes: { stageId: { before: 'lead', after: 'won' }, status: { before: 'open', after: 'won' } },
    });
    const won = await screen.findByRole('article', { name: 'Deal “Roof” won' });
    expect(within(won).getByText('Lead')).toBeInTheDocument();
    unmount();
    const imported = show({ op: 'create', source: 'import' });
    expect(await screen.findByText(/^Import ·/)).toBeInTheDocument();
    imported.unmount();
    const api = show({ source: 'api', changes: { value: { before: 1, after: 2 } } });
    expect(await screen.findByText(/^API ·/)).toBeInTheDocument();
    api.unmount();
    show({ op: 'delete', actor: null });
    expect(await screen.findByRole('article', { name: 'Client deleted' })).toHaveTextContent('Someone in the app');
  });
});

describe('a custom field in a history entry', () => {
  it('is named by its label now, its values in their kind; a removed field by its id', async () => {
    const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor('pro') }], signedInAs: 'alice@example.com' });
    const uid = backend.control.uidOf('alice@example.com');
    backend.control.setMember(uid, uid, {
      role: 'owner',
      ownRecordsOnly: false,
      payroll: true,
      email: 'alice@example.com',
      displayName: 'Alice',
      joinedAt: new Date(0),
      invitedBy: null,
    });
    await backend.fields.saveFieldDefinitions(uid, 'clients', [
      { id: 'court', label: 'Court date', kind: 'date', required: false, choices: [], archived: false, order: 0 },
    ]);
    render(
      <AppProvider backend={backend}>
        <ul>
          <HistoryEntryView
            entry={{ ...base, changes: { 'customFields.court': { before: null, after: '2027-03-15' }, 'customFields.gone': { before: 'x', after: null } } }}
            memberName={(id) => names[id] ?? ''}
          />
        </ul>
      </AppProvider>,
    );
    const entry = await screen.findByRole('article', { name: 'Client changed' });
    expect(await within(entry).findByText('Court date')).toBeInTheDocument();
    expect(within(entry).getByText('03/15/2027')).toBeInTheDocument();
    expect(within(entry).getByText('gone (a removed field)')).toBeInTheDocument();
  });
});
