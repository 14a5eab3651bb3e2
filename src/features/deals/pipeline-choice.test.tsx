// The pipeline /deals shows is the one the person picked last in this account on this device; the
// link to the pipelines settings says Edit for owners and managers, View for the others.
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { MemberDoc } from '../../data/contract';
import { DEFAULT_PIPELINE } from '../../domain/deals';
import type { Pipeline } from '../../domain/deals';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { AppProvider } from '../../testing/render-app';
import { DealsScreen } from './deals-screen';
import { createDealsStub, deal } from './test-stub';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const rentals: Pipeline = {
  id: 'rentals',
  name: 'Rentals',
  order: 1,
  stages: [
    { id: 'ask', name: 'Asked', probability: 20, kind: 'open', order: 0 },
    { id: 'signed', name: 'Signed', probability: 100, kind: 'won', order: 1 },
    { id: 'gone', name: 'Gone', probability: 0, kind: 'lost', order: 2 },
  ],
};

function show(email: string, role?: MemberDoc['role']) {
  // Every backend knows the same people, so each keeps the same uid from one render to the next.
  const users = ['alice@example.com', 'bob@example.com', 'carol@example.com'].map((e) => ({ email: e, account: accountFor('pro') }));
  const backend = createFakeBackend({ users, signedInAs: email });
  const uid = backend.control.uidOf(email);
  if (role) {
    backend.control.setMember(
      uid,
      uid,
      { role, ownRecordsOnly: false, payroll: true, email, displayName: '', joinedAt: new Date(0), invitedBy: null },
      'Studio',
    );
  }
  const stub = createDealsStub({
    pipelines: [DEFAULT_PIPELINE, rentals],
    deals: [deal('w', { title: 'Website' }), deal('v', { title: 'Van', pipelineId: 'rentals', stageId: 'ask' })],
  });
  const router = createMemoryRouter([{ path: '/deals', element: <DealsScreen api={stub.api} /> }], { initialEntries: ['/deals'] });
  const view = render(
    <AppProvider backend={backend}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { user: userEvent.setup(), unmount: view.unmount };
}

describe('the pipeline picker on /deals', () => {
  it('remembers the last pipeline picked, per person, on this device', async () => {
    const first = show('alice@example.com');
    await screen.findByRole('article', { name: 'Website' });
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Pipeline' }), 'rentals');
    expect(await screen.findByRole('article', { name: 'Van' })).toBeInTheDocument();
    first.unmount();

    show('alice@example.com');
    expect(await screen.findByRole('article', { name: 'Van' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Pipeline' })).toHaveValue('rentals');
    expect(screen.queryByRole('article', { name: 'Website' })).not.toBeInTheDocument();
  });

  it('shows the first pipeline to someone who never picked one', async () => {
    const first = show('alice@example.com');
    await screen.findByRole('article', { name: 'Website' });
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Pipeline' }), 'rentals');
    await screen.findByRole('article', { name: 'Van' });
    first.unmount();

    show('bob@example.com');
    expect(await screen.findByRole('article', { name: 'Website' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Pipeline' })).toHaveValue('default');
  });

  it('links owners and managers to edit the pipelines, and the others to view them', async () => {
    const owner = show('alice@example.com', 'manager');
    expect(await screen.findByRole('link', { name: 'Edit pipelines' })).toHaveAttribute('href', '/settings/pipelines');
    owner.unmount();
    show('carol@example.com', 'member');
    expect(await screen.findByRole('link', { name: 'View pipelines' })).toHaveAttribute('href', '/settings/pipelines');
  });
});
