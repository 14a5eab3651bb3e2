import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import type { FakeSystemOpsApi } from '../../testing/fakes/system-ops';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });

function setup(path: string, role: 'admin' | 'owner') {
  const email = `${role}@example.com`;
  const backend = createFakeBackend({ users: [{ email, account: accountFor('pro'), role }], signedInAs: email });
  return { ops: backend.systemOps as FakeSystemOpsApi, ...renderApp(path, { backend }) };
}

describe('notification configuration', () => {
  it('an admin sees the seed defaults, saves a change and is told push needs FCM', { timeout: 30_000 }, async () => {
    const { user, ops } = setup('/admin/config/notifications', 'admin');
    const weekly = await screen.findByRole('checkbox', { name: /Weekly reports/ });
    expect(weekly).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /New user signup/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Both' })).toBeChecked();
    expect(screen.getByText(/web push needs Firebase Cloud Messaging/)).toBeInTheDocument();
    await user.click(weekly);
    await user.click(screen.getByRole('radio', { name: 'Daily digest' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Notification settings saved successfully!')).toBeInTheDocument();
    expect(ops.notifications.email.weeklyReports).toBe(true);
    expect(ops.notifications.delivery.frequency).toBe('daily');
    await user.click(screen.getByRole('button', { name: 'Send weekly report now' }));
    expect(await screen.findByText('Weekly report queued.')).toBeInTheDocument();
    expect(ops.jobs).toEqual(['weekly-report']);
  });

  it('the outbox lists queued mail newest first and opens one', { timeout: 30_000 }, async () => {
    const backend = createFakeBackend({ users: [{ email: 'a@example.com', account: accountFor('pro'), role: 'admin' }], signedInAs: 'a@example.com' });
    const ops = backend.systemOps as FakeSystemOpsApi;
    ops.mail = [
      {
        id: 'm1',
        to: ['a@example.com'],
        subject: 'Older',
        text: 'old body',
        category: 'admin-alert',
        createdAt: new Date('2026-11-01T10:00:00Z'),
        deliveryState: null,
      },
      {
        id: 'm2',
        to: ['b@example.com'],
        subject: 'Newer',
        text: 'new body',
        category: 'payment',
        createdAt: new Date('2026-11-02T10:00:00Z'),
        deliveryState: 'SUCCESS',
      },
    ];
    const { user } = renderApp('/admin/mail', { backend });
    const items = within(await screen.findByRole('list', { name: 'Outbox' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Newer')).toBeInTheDocument();
    await user.click(within(items[0]!).getByRole('button'));
    expect(screen.getByText('new body')).toBeInTheDocument();
  });
});

describe('database configuration', () => {
  it('the owner tests the connection and backs up with the seed messages', { timeout: 30_000 }, async () => {
    const { user, ops } = setup('/admin/config/database', 'owner');
    expect(await screen.findByText('Firebase emulators (local)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText(/Database connection successful!/)).toBeInTheDocument();
    ops.connectionOk = false;
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText('Connection failed. Please check your settings.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('Manual backup completed successfully!')).toBeInTheDocument();
    expect(screen.getByText(/→ \.emulator-backups\/x/)).toBeInTheDocument();
    ops.backupOk = false;
    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('Backup failed. Please try again.')).toBeInTheDocument();
  });

  it('the cache size moves in 16 MB steps and saves', { timeout: 30_000 }, async () => {
    const { user, ops } = setup('/admin/config/database', 'owner');
    const slider = await screen.findByLabelText(/Offline cache size/);
    expect(slider).toHaveAttribute('step', '16');
    expect(slider).toHaveAttribute('max', '512');
    fireEvent.change(slider, { target: { value: '144' } });
    await user.click(screen.getByRole('checkbox', { name: /Slow-query logging/ }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Database settings saved successfully!')).toBeInTheDocument();
    expect(ops.database.cacheSizeMb).toBe(144);
    expect(ops.database.slowQueryLogging).toBe(true);
  });
});
