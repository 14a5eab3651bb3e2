import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '../../data/contract';
import { EMAIL_NOTIFICATION_DEFAULTS } from '../../domain/notifications/email-settings';
import { PUSH_NOTIFICATION_DEFAULTS } from '../../domain/notifications/push-settings';
import { localIsoDate } from '../../domain/notifications/reminders';
import { localParts } from '../../domain/notifications/zoned-time';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';
import { i18n } from '../../lib/i18n';
import { BLOCKED_HELP } from './notifications-push-page';
import { TICK_MS } from './reminders-scheduler';

configure({ asyncUtilTimeout: 5000 });

function setup(path: string) {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor('pro') }], signedInAs: 'alice@example.com' });
  const uid = backend.control.uidOf('alice@example.com');
  return { uid, ...renderApp(path, { backend }) };
}

type FakeNotification = { title: string; body?: string };
const shown: FakeNotification[] = [];
let answer: NotificationPermission = 'granted';

function installNotification(permission: NotificationPermission) {
  const N = vi.fn(function (this: unknown, title: string, options?: NotificationOptions) {
    shown.push({ title, body: options?.body });
  }) as unknown as typeof Notification & { permission: NotificationPermission };
  Object.assign(N, { permission, requestPermission: vi.fn(async () => ((N as { permission: NotificationPermission }).permission = answer)) });
  vi.stubGlobal('Notification', N);
}

beforeEach(() => {
  shown.length = 0;
  localStorage.clear();
  answer = 'granted';
});
afterEach(() => vi.unstubAllGlobals());

describe('Email Notifications page', () => {
  it('shows the seed defaults, saves a change to the settings document, and its toast leaves after 5 seconds', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup('/settings/notifications/email');
    expect(await screen.findByRole('heading', { name: 'Email Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Settings/ })).toHaveAttribute('href', '/settings');
    const weekly = await screen.findByRole('checkbox', { name: /Weekly reports/ });
    expect(weekly).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Marketing e-mails/ })).not.toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('22:00');
    expect(screen.getByLabelText('To')).toHaveValue('08:00');

    await user.click(weekly);
    await user.selectOptions(screen.getByLabelText('Frequency'), 'daily');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByText('Email notification settings saved.')).closest('[role="status"]')).not.toBeNull();
    expect(backend.notifications.email.get(uid)).toEqual({ ...EMAIL_NOTIFICATION_DEFAULTS, weeklyReports: false, frequency: 'daily' });
    await waitFor(() => expect(screen.queryByText('Email notification settings saved.')).not.toBeInTheDocument(), { timeout: 6500 });
  });

  it('refuses quiet hours that start when they end, and keeps the input when saving fails', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup('/settings/notifications/email');
    const end = await screen.findByLabelText('To');
    await user.clear(end);
    await user.type(end, '22:00');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Quiet hours must start and end at different times.');
    expect(backend.notifications.email.has(uid)).toBe(false);

    await user.clear(end);
    await user.type(end, '07:00');
    backend.notifications.failNext(new DataError('unavailable'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to save settings. Please try again.'));
    expect(screen.getByLabelText('To')).toHaveValue('07:00');
    expect(backend.notifications.email.has(uid)).toBe(false);
  });
});

describe('Push Notifications page', () => {
  it('Enable asks the browser; when granted the toggles turn on and the setting is saved', { timeout: 30_000 }, async () => {
    installNotification('default');
    const { user, backend, uid } = setup('/settings/notifications/push');
    const toggle = await screen.findByRole('checkbox', { name: /Reminders/ });
    expect(toggle).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Enable Push Notifications' }));
    expect(await screen.findByText('Push notifications are on in this browser.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Reminders/ })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: /Reminders/ })).toBeChecked();
    expect(backend.notifications.push.get(uid)).toEqual({ ...PUSH_NOTIFICATION_DEFAULTS, enabled: true });
    expect(screen.getByText(/need Firebase Cloud Messaging/)).toBeInTheDocument();
  });

  it('when the browser denies, the page says how to allow notifications and nothing is turned on', { timeout: 30_000 }, async () => {
    installNotification('default');
    answer = 'denied';
    const { user, backend, uid } = setup('/settings/notifications/push');
    await user.click(await screen.findByRole('button', { name: 'Enable Push Notifications' }));
    expect(await screen.findByText(i18n._(BLOCKED_HELP))).toBeInTheDocument();
    expect(backend.notifications.push.has(uid)).toBe(false);
  });
});

describe('Reminders page', () => {
  it('an empty list offers the three suggestions; one click adds one', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup('/settings/notifications/reminders');
    expect(await screen.findByText('No reminders yet. Start with a suggestion:')).toBeInTheDocument();
    const suggestions = screen.getAllByRole('button', { name: /^Add "/ });
    expect(suggestions).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: /Follow up with clients/ }));
    await waitFor(() => expect(backend.notifications.reminders(uid).map((r) => r.title)).toEqual(['Follow up with clients']));
    expect(screen.queryByText('No reminders yet. Start with a suggestion:')).not.toBeInTheDocument();
  });

  it('adds with the 09:00 default, refuses an empty title, switches off and deletes', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup('/settings/notifications/reminders');
    expect(await screen.findByLabelText('Time')).toHaveValue('09:00');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Reminder' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add Reminder' }));
    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    expect(backend.notifications.reminders(uid)).toEqual([]);

    await user.type(screen.getByLabelText('Title'), 'Call Ann');
    await user.selectOptions(screen.getByLabelText('Frequency'), 'daily');
    await user.click(screen.getByRole('button', { name: 'Add Reminder' }));
    const list = await screen.findByRole('region', { name: 'Your reminders' });
    expect(within(list).getByText('Call Ann')).toBeInTheDocument();
    expect(within(list).getByText('Every day at 09:00')).toBeInTheDocument();
    expect(backend.notifications.reminders(uid)[0]).toMatchObject({
      title: 'Call Ann',
      time: '09:00',
      enabled: true,
      startDate: localIsoDate(new Date(), 'America/New_York'),
    });

    await user.click(within(list).getByRole('checkbox', { name: 'Call Ann enabled' }));
    await waitFor(() => expect(backend.notifications.reminders(uid)[0]?.enabled).toBe(false));
    await user.click(within(list).getByRole('button', { name: 'Delete Call Ann' }));
    await waitFor(() => expect(backend.notifications.reminders(uid)).toEqual([]));
  });
});

/** A Pro user's backend with a daily reminder 'Stand-up' at this minute in New York (fell due this minute). */
async function backendWithReminderDueNow() {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor('pro') }], signedInAs: 'alice@example.com' });
  const uid = backend.control.uidOf('alice@example.com');
  const p = localParts(new Date(), 'America/New_York');
  const time = `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
  await backend.notifications.addReminder(uid, {
    title: 'Stand-up',
    frequency: 'daily',
    time,
    enabled: true,
    startDate: localIsoDate(new Date(), 'America/New_York'),
  });
  return { backend, uid };
}

describe('the reminder scheduler in the signed-in shell', () => {
  it('fires a due reminder as an in-app toast and a browser notification when push is on', { timeout: 30_000 }, async () => {
    installNotification('granted');
    const { backend, uid } = await backendWithReminderDueNow();
    await backend.notifications.savePushSettings(uid, { ...PUSH_NOTIFICATION_DEFAULTS, enabled: true, quietHoursEnabled: false });
    renderApp('/dashboard', { backend });
    // The scheduler looks 1 s after it starts, then every TICK_MS: a look missed on a loaded
    // machine (one run failed at findByText's 5 s) is made good by the next.
    expect(await screen.findByText('Stand-up', undefined, { timeout: TICK_MS + 5000 })).toBeInTheDocument();
    expect(shown).toEqual([{ title: 'Reminder', body: 'Stand-up' }]);
  });

  it('fires a reminder that fell due before the list arrived, once it arrives', { timeout: 40_000 }, async () => {
    const { backend } = await backendWithReminderDueNow();
    // The list arrives only after the scheduler's first look (1 s after it starts), as it can
    // after a reload on a busy machine.
    const watchReminders = backend.notifications.watchReminders.bind(backend.notifications);
    let release = () => {};
    backend.notifications.watchReminders = (id, cb) => {
      let held: Parameters<typeof cb>[0] | null = null;
      let holding = true;
      release = () => {
        holding = false;
        if (held) cb(held);
      };
      return watchReminders(id, (list) => (holding ? (held = list) : cb(list)));
    };
    renderApp('/dashboard', { backend });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(screen.queryByText('Stand-up')).not.toBeInTheDocument();
    act(() => release());
    expect(await screen.findByText('Stand-up', undefined, { timeout: TICK_MS + 5000 })).toBeInTheDocument();
  });

  it('announces a client added on another device, and nothing once client updates are off', { timeout: 30_000 }, async () => {
    installNotification('granted');
    const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor('pro') }], signedInAs: 'alice@example.com' });
    const uid = backend.control.uidOf('alice@example.com');
    await backend.notifications.savePushSettings(uid, { ...PUSH_NOTIFICATION_DEFAULTS, enabled: true, quietHoursEnabled: false });
    renderApp('/dashboard', { backend });
    let n = 0;
    await waitFor(() => {
      n += 1;
      backend.notifications.emitRemoteChange(uid, { kind: 'client-added', id: `c${n}`, label: 'Bea' });
      expect(shown).toEqual([{ title: 'New client', body: 'Bea was added on another device.' }]);
    });
    await backend.notifications.savePushSettings(uid, { ...PUSH_NOTIFICATION_DEFAULTS, enabled: true, quietHoursEnabled: false, clientUpdates: false });
    // The clients query is closed once client updates are off; the others stay.
    await waitFor(() => expect(backend.notifications.remoteWatches(uid)).toEqual([{ clients: false, salaries: true, security: true }]));
    backend.notifications.emitRemoteChange(uid, { kind: 'client-added', id: 'later', label: 'Cy' });
    backend.notifications.emitRemoteChange(uid, { kind: 'salary-overdue', id: 's1', label: 'Dan' });
    expect(shown.map((x) => x.body)).toEqual(['Bea was added on another device.', 'The salary of Dan is overdue.']);
  });

  it('watches only the remote changes push notifications will announce, and none while push is off', { timeout: 30_000 }, async () => {
    installNotification('granted');
    const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor('pro') }], signedInAs: 'alice@example.com' });
    const uid = backend.control.uidOf('alice@example.com');
    await backend.notifications.savePushSettings(uid, { ...PUSH_NOTIFICATION_DEFAULTS, enabled: true, quietHoursEnabled: false, securityAlerts: false });
    renderApp('/dashboard', { backend });
    await waitFor(() => expect(backend.notifications.remoteWatches(uid)).toEqual([{ clients: true, salaries: true, security: false }]));
    // Push off: each watch is a live query downloading every matching write, so none stays open.
    await backend.notifications.savePushSettings(uid, { ...PUSH_NOTIFICATION_DEFAULTS, enabled: false });
    await waitFor(() => expect(backend.notifications.remoteWatches(uid)).toEqual([]));
    backend.notifications.emitRemoteChange(uid, { kind: 'client-added', id: 'c1', label: 'Bea' });
    expect(shown).toEqual([]);
  });
});
