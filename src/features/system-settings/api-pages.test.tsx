import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import type { FakeApiApi } from '../../testing/fakes/api';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });

function setup(path: string, preset: 'basic' | 'pro', role: 'user' | 'owner' = 'user') {
  const email = `${role}@example.com`;
  const backend = createFakeBackend({ users: [{ email, account: accountFor(preset === 'basic' ? 'basic-active' : 'pro'), role }], signedInAs: email });
  const uid = backend.control.uidOf(email);
  const api = backend.api as FakeApiApi;
  api.actAs(uid, email, { pro: preset === 'pro' || role !== 'user' });
  return { api, uid, ...renderApp(path, { backend }) };
}

describe('Settings > API', () => {
  it('a Basic user is told API access is a Pro feature and gets no create form', { timeout: 30_000 }, async () => {
    setup('/settings/api', 'basic');
    expect(await screen.findByText('API access is a Pro feature. Upgrade to Pro to create API keys.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create API Key' })).not.toBeInTheDocument();
  });

  it('a Pro user sees a new key once, then only its masked form', { timeout: 30_000 }, async () => {
    const { user, api } = setup('/settings/api', 'pro');
    await user.type(await screen.findByLabelText('Key name'), 'Zapier');
    await user.click(screen.getByRole('button', { name: 'Create API Key' }));
    const shown = await screen.findByTestId('new-api-key');
    const key = shown.textContent ?? '';
    expect(key).toMatch(/^crm_test_/);
    expect(screen.getByText(/curl -H "Authorization: Bearer crm_test_/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByTestId('new-api-key')).not.toBeInTheDocument();
    const row = screen.getByRole('row', { name: 'API key Zapier' });
    expect(within(row).getByText(`${key.slice(0, 6)}••••••••${key.slice(-4)}`)).toBeInTheDocument();
    expect(screen.queryByText(key)).not.toBeInTheDocument();
    expect(api.keys).toHaveLength(1);
  });

  it('deleting a key asks the seed’s question first', { timeout: 30_000 }, async () => {
    const { user, api } = setup('/settings/api', 'pro');
    await user.click(await screen.findByRole('button', { name: 'Create API Key' }));
    await user.click(await screen.findByRole('button', { name: 'I have copied it' }));
    await user.click(screen.getByRole('button', { name: 'Delete API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete API key' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this API key? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    expect(api.keys).toHaveLength(0);
  });
});

/** Olivia owns a Pro account; Sam, with his own Pro account, is `role` in hers and signed in. */
async function teamSetup(role: 'manager' | 'member' | 'viewer') {
  localStorage.clear();
  const backend = createFakeBackend({
    users: [
      { email: 'olivia@example.com', displayName: 'Olivia', account: accountFor('pro') },
      { email: 'sam@example.com', displayName: 'Sam', account: accountFor('pro') },
    ],
    signedInAs: 'sam@example.com',
  });
  const olivia = backend.control.uidOf('olivia@example.com');
  const sam = backend.control.uidOf('sam@example.com');
  act(() =>
    backend.control.setMember(olivia, sam, {
      role,
      ownRecordsOnly: false,
      payroll: false,
      email: 'sam@example.com',
      displayName: 'Sam',
      joinedAt: new Date(),
      invitedBy: olivia,
    }),
  );
  const api = backend.api as FakeApiApi;
  api.actAs(olivia, 'olivia@example.com');
  await api.createKey('Olivia key', olivia);
  api.actAs(sam, 'sam@example.com', { manages: role === 'manager' ? [sam, olivia] : [sam] });
  await api.createKey('Sam own key', sam);
  const view = renderApp('/settings/api', { backend });
  await view.user.click(await screen.findByRole('button', { name: /Switch account/ }));
  await view.user.click(await screen.findByRole('button', { name: /Olivia/ }));
  return { api, olivia, sam, ...view };
}

describe('Settings > API of a team account', () => {
  it('a manager sees and creates the keys of the open account, not those of their own', { timeout: 30_000 }, async () => {
    const { user, api, olivia } = await teamSetup('manager');
    expect(await screen.findByRole('row', { name: 'API key Olivia key' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'API key Sam own key' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Key name'), 'Team key');
    await user.click(screen.getByRole('button', { name: 'Create API Key' }));
    await user.click(await screen.findByRole('button', { name: 'I have copied it' }));
    expect(await screen.findByRole('row', { name: 'API key Team key' })).toBeInTheDocument();
    expect(api.keys.find((k) => k.name === 'Team key')?.accountId).toBe(olivia);
    expect(screen.getByRole('button', { name: 'Disable Team key' })).toBeInTheDocument();
  });

  for (const role of ['member', 'viewer'] as const) {
    it(`a ${role} is told only owners and managers manage the keys, and sees no key or action`, { timeout: 30_000 }, async () => {
      await teamSetup(role);
      expect(await screen.findByText("Only the account's owners and managers manage its API keys.")).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Create API Key' })).not.toBeInTheDocument();
      expect(screen.queryByRole('row', { name: 'API key Olivia key' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^(Disable|Enable|Delete) / })).not.toBeInTheDocument();
    });
  }
});

describe('API configuration (owner)', () => {
  it('Save is enabled only with changes; saving shows the banner, which hides after 5 seconds', { timeout: 30_000 }, async () => {
    const { user, api } = setup('/admin/config/api', 'pro', 'owner');
    const save = await screen.findByRole('button', { name: 'Save Settings' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Auth/ }));
    expect(save).toBeEnabled();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(save);
      expect(await screen.findByText('API settings saved successfully!')).toBeInTheDocument();
      expect(api.settings.endpoints.auth).toBe(true);
      await act(async () => {
        vi.advanceTimersByTime(5100);
      });
      await waitFor(() => expect(screen.queryByText('API settings saved successfully!')).not.toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists every key with its owner and can disable one', { timeout: 30_000 }, async () => {
    const { user, api } = setup('/admin/config/api', 'pro', 'owner');
    api.actAs('someone', 'someone@example.com');
    await act(async () => {
      await api.createKey('Their key', 'someone');
    });
    const row = await screen.findByRole('row', { name: 'API key Their key' });
    expect(row).toHaveTextContent('someone@example.com');
    await user.click(within(row).getByRole('button', { name: 'Disable Their key' }));
    await waitFor(() => expect(row).toHaveTextContent('Disabled'));
    expect(api.keys[0]?.enabled).toBe(false);
  });
});
