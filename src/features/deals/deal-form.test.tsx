// The deal form's "New client…" at the Basic plan's client cap, and below it.
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PIPELINE } from '../../domain/deals';
import { BASIC_CLIENT_CAP } from '../../domain/entitlements';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import type { AccountPreset } from '../../testing/fake-backend';
import { AppProvider } from '../../testing/render-app';
import { DealForm, NEW_CLIENT } from './deal-form';
import { createDealsStub } from './test-stub';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

function setup(preset: AccountPreset, clientCount: number) {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor(preset) }], signedInAs: 'alice@example.com' });
  const uid = backend.control.uidOf('alice@example.com');
  const stub = createDealsStub({});
  const clients = Array.from({ length: clientCount }, (_, i) => ({ value: `c${i}`, label: `Client ${i}` }));
  const onClose = vi.fn();
  render(
    <AppProvider backend={backend}>
      <MemoryRouter>
        <DealForm
          api={stub.api}
          accountId={uid}
          target="add"
          pipelines={[DEFAULT_PIPELINE]}
          pipelineId={DEFAULT_PIPELINE.id}
          deals={[]}
          clients={clients}
          owners={null}
          me={uid}
          today="2026-12-03"
          onClose={onClose}
        />
      </MemoryRouter>
    </AppProvider>,
  );
  return { user: userEvent.setup(), stub, backend, uid, onClose };
}

describe('DealForm: a client made on the spot', () => {
  it("at the Basic plan's cap says so, as the clients page does, and makes neither client nor deal", async () => {
    const { user, stub, backend, uid } = setup('basic-active', BASIC_CLIENT_CAP);
    await user.type(await screen.findByLabelText(/^Title/), 'Website');
    await user.selectOptions(screen.getByLabelText(/^Client/), NEW_CLIENT);
    expect(await screen.findByRole('alert')).toHaveTextContent("You have reached the Basic plan's limit of 100 clients, so you cannot add another one.");
    expect(screen.queryByLabelText(/^New client's name/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Deal' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(stub.added).toEqual([]);
    expect(await backend.records.listRecords(uid, 'clients')).toEqual([]);
  });

  it('below the cap makes the client, then the deal for it', async () => {
    const { user, stub, backend, uid } = setup('basic-active', BASIC_CLIENT_CAP - 1);
    await user.type(await screen.findByLabelText(/^Title/), 'Website');
    await user.selectOptions(screen.getByLabelText(/^Client/), NEW_CLIENT);
    await user.type(screen.getByLabelText(/^New client's name/), 'Initech');
    await user.type(screen.getByLabelText(/^New client's email/), 'hi@initech.test');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Deal' }));
    await waitFor(() => expect(stub.added).toHaveLength(1));
    const [client] = await backend.records.listRecords(uid, 'clients');
    expect(client).toMatchObject({ name: 'Initech' });
    expect(stub.added[0]).toMatchObject({ title: 'Website', clientId: client!.id });
  });
});
