// The Backend contract beyond records (see backend-contract.ts): API keys, notification settings
// and reminders, the Contact Sales form, the dashboard's figures and billing, run as the same
// signed-in Pro subject against the fake and against the real data layer.
import { describe, expect, it } from 'vitest';
import type { Account, ApiKeyView, DashboardFigures, DataError, ThemeForm } from '../data/contract';
import { SESSION_MESSAGES } from '../domain/billing';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '../domain/contact';
import { computeFigures } from '../domain/dashboard';
import { isoDateInZone } from '../domain/format';
import { EMAIL_NOTIFICATION_DEFAULTS } from '../domain/notifications/email-settings';
import type { EmailNotificationSettings } from '../domain/notifications/email-settings';
import { PUSH_NOTIFICATION_DEFAULTS } from '../domain/notifications/push-settings';
import type { PushNotificationSettings } from '../domain/notifications/push-settings';
import type { Reminder, ReminderInput } from '../domain/notifications/reminders';
import { API_DEFAULTS, MAX_API_KEYS_PER_USER, maskApiKey } from '../domain/system-settings/api';
import type { ApiSettings } from '../domain/system-settings/api';
import { DATABASE_DEFAULTS } from '../domain/system-settings/database';
import { GLOBAL_DEFAULTS } from '../domain/system-settings/global';
import { NOTIFICATION_DEFAULTS } from '../domain/system-settings/notifications';
import type { NotificationSettings } from '../domain/system-settings/notifications';
import { PUBLIC_DEFAULTS } from '../domain/system-settings/public';
import type { PublicSettings } from '../domain/system-settings/public';
import { SECURITY_DEFAULTS } from '../domain/system-settings/security';
import { firstValue, refusal } from './backend-contract-support';
import type { ContractSubject } from './backend-contract-support';

export function describeServiceContract(subject: () => ContractSubject): void {
  const api = () => subject().backend.api;
  const notifications = () => subject().backend.notifications;
  const uid = () => subject().uid;

  describe('API keys', () => {
    const keys = (accept: (list: ApiKeyView[]) => boolean) => firstValue<ApiKeyView[]>((cb) => api().watchAccountKeys(uid(), cb), accept);

    it('a new key is answered once in full and listed masked, newest first, under a cleaned name', async () => {
      const first = await api().createKey('  Shop   sync  ', uid());
      const second = await api().createKey('   ', uid());
      expect(first).toMatchObject({ name: 'Shop sync', masked: maskApiKey(first.key.slice(0, 6), first.key.slice(-4)) });
      expect(first.key).toMatch(/^crm_test_[A-Za-z0-9_-]{43}$/);
      expect(second.name).toBe('API key');
      const listed = await keys((l) => l.some((k) => k.id === second.id) && l.some((k) => k.id === first.id));
      expect(listed.findIndex((k) => k.id === second.id)).toBeLessThan(listed.findIndex((k) => k.id === first.id));
      expect(listed.find((k) => k.id === first.id)).toMatchObject({
        accountId: uid(),
        uid: uid(),
        ownerEmail: subject().email.toLowerCase(),
        name: 'Shop sync',
        mode: 'test',
        masked: first.masked,
        enabled: true,
        lastUsedAt: null,
      });
      expect(JSON.stringify(listed)).not.toContain(first.key);
    });

    it('a disabled key is listed disabled until enabled again; a deleted key is no longer listed', async () => {
      const { id } = await api().createKey('Toggle', uid());
      await api().setKeyEnabled(id, false);
      expect((await keys((l) => l.some((k) => k.id === id && !k.enabled))).find((k) => k.id === id)?.enabled).toBe(false);
      await api().setKeyEnabled(id, true);
      await keys((l) => l.some((k) => k.id === id && k.enabled));
      await api().deleteKey(id);
      expect((await keys((l) => !l.some((k) => k.id === id))).some((k) => k.id === id)).toBe(false);
    });

    it('changing or deleting a key that is not there is refused as not found', async () => {
      const gone = { code: 'functions/not-found', message: 'This API key no longer exists.' };
      expect(await refusal(api().setKeyEnabled('no-such-key', false))).toMatchObject(gone);
      expect(await refusal(api().deleteKey('no-such-key'))).toMatchObject(gone);
    });

    it('a key for an account the caller is not a member of is refused', async () => {
      const error = await refusal(api().createKey('Theirs', 'someone-else'));
      expect(error).toMatchObject({ code: 'functions/permission-denied', message: 'You are not a member of this account.' });
    });

    it(`a member may hold at most ${MAX_API_KEYS_PER_USER} keys; the next is refused until one is deleted`, async () => {
      const own = (await keys(() => true)).filter((k) => k.uid === uid());
      const made: string[] = [];
      for (let i = own.length; i < MAX_API_KEYS_PER_USER; i++) made.push((await api().createKey(`Spare ${i}`, uid())).id);
      const error = await refusal(api().createKey('One too many', uid()));
      expect(error).toMatchObject({
        code: 'functions/failed-precondition',
        message: `You can have at most ${MAX_API_KEYS_PER_USER} API keys. Delete one you no longer use.`,
      });
      for (const id of [...made, ...own.map((k) => k.id)]) await api().deleteKey(id);
      const again = await api().createKey('After a delete', uid());
      await api().deleteKey(again.id);
    });
  });

  describe('notification settings and reminders', () => {
    it('e-mail settings read as the defaults until saved, then as saved; a setting the parser refuses is not stored', async () => {
      const before = await firstValue<EmailNotificationSettings>((cb) => notifications().watchEmailSettings(uid(), cb));
      expect(before).toEqual(EMAIL_NOTIFICATION_DEFAULTS);
      const changed: EmailNotificationSettings = { ...EMAIL_NOTIFICATION_DEFAULTS, marketingEmails: true, frequency: 'weekly', quietHoursStart: '21:30' };
      await notifications().saveEmailSettings(uid(), changed);
      expect(
        await firstValue<EmailNotificationSettings>(
          (cb) => notifications().watchEmailSettings(uid(), cb),
          (s) => s.frequency === 'weekly',
        ),
      ).toEqual(changed);
      const same = await refusal(notifications().saveEmailSettings(uid(), { ...changed, quietHoursEnd: '21:30' }));
      expect(same).toMatchObject({ code: 'invalid-argument', message: 'Quiet hours must start and end at different times.' });
      const extra = await refusal(notifications().saveEmailSettings(uid(), { ...changed, sms: true } as EmailNotificationSettings));
      expect(extra).toMatchObject({ code: 'invalid-argument', message: 'Unknown setting: sms.' });
      expect(await firstValue<EmailNotificationSettings>((cb) => notifications().watchEmailSettings(uid(), cb))).toEqual(changed);
    });

    it('browser notification settings read as the defaults until saved, then as saved; a wrong type is refused', async () => {
      const before = await firstValue<PushNotificationSettings>((cb) => notifications().watchPushSettings(uid(), cb));
      expect(before).toEqual(PUSH_NOTIFICATION_DEFAULTS);
      const changed: PushNotificationSettings = { ...PUSH_NOTIFICATION_DEFAULTS, enabled: true, reminders: false };
      await notifications().savePushSettings(uid(), changed);
      expect(
        await firstValue<PushNotificationSettings>(
          (cb) => notifications().watchPushSettings(uid(), cb),
          (s) => s.enabled,
        ),
      ).toEqual(changed);
      const error = await refusal(notifications().savePushSettings(uid(), { ...changed, reminders: 'yes' as never }));
      expect(error).toMatchObject({ code: 'invalid-argument', message: 'reminders must be on or off.' });
    });

    it('reminders are listed oldest first with their titles trimmed, switched off and on, and deleted', async () => {
      const input: ReminderInput = { title: '  Call the bank ', frequency: 'weekly', time: '09:30', enabled: true, startDate: '2026-12-01' };
      const first = await notifications().addReminder(uid(), input);
      const second = await notifications().addReminder(uid(), { ...input, title: 'Pay rent', frequency: 'monthly' });
      const watch = (accept: (l: Reminder[]) => boolean) => firstValue<Reminder[]>((cb) => notifications().watchReminders(uid(), cb), accept);
      const listed = await watch((l) => l.some((r) => r.id === second));
      expect(listed.map((r) => r.id)).toEqual([first, second]);
      expect(listed[0]).toEqual({ id: first, title: 'Call the bank', frequency: 'weekly', time: '09:30', enabled: true, startDate: '2026-12-01' });
      await notifications().setReminderEnabled(uid(), first, false);
      expect((await watch((l) => l.some((r) => r.id === first && !r.enabled))).find((r) => r.id === first)?.enabled).toBe(false);
      await notifications().deleteReminder(uid(), first);
      await notifications().deleteReminder(uid(), second);
      expect(await watch((l) => l.length === 0)).toEqual([]);
    });

    it('a reminder the parser refuses is not stored, with its message', async () => {
      const input: ReminderInput = { title: 'Ok', frequency: 'daily', time: '09:00', enabled: true, startDate: '2026-12-01' };
      expect(await refusal(notifications().addReminder(uid(), { ...input, title: '  ' }))).toMatchObject({
        code: 'invalid-argument',
        message: 'Please enter a title.',
      });
      expect(await refusal(notifications().addReminder(uid(), { ...input, time: '25:00' }))).toMatchObject({ message: 'Please enter a time (HH:MM).' });
      expect(await firstValue<Reminder[]>((cb) => notifications().watchReminders(uid(), cb))).toEqual([]);
    });

    it('the time zone is the display setting once one is saved', async () => {
      await subject().backend.settings.saveDisplay(uid(), { timeZone: 'Asia/Tokyo' });
      expect(
        await firstValue<string>(
          (cb) => notifications().watchTimeZone(uid(), cb),
          (z) => z === 'Asia/Tokyo',
        ),
      ).toBe('Asia/Tokyo');
    });
  });

  describe('contact sales', () => {
    const message = { fullName: ' Contract Visitor ', email: 'visitor@example.com', company: '', message: 'We need 20 seats.' };

    it("a message the form's rules refuse is refused with the first field's message", async () => {
      const contact = subject().backend.contact;
      expect(await refusal(contact.submit({ ...message, fullName: '  ' }))).toMatchObject({
        code: 'invalid-argument',
        message: 'Please enter your full name.',
      });
      expect(await refusal(contact.submit({ ...message, email: 'nobody' }))).toMatchObject({
        code: 'invalid-argument',
        message: 'Please enter a valid email address.',
      });
      expect(await refusal(contact.submit({ ...message, message: 'x'.repeat(CONTACT_LIMITS.message + 1) }))).toMatchObject({
        code: 'invalid-argument',
        message: CONTACT_MESSAGES.tooLong('Message', CONTACT_LIMITS.message),
      });
    });

    it('a valid message is sent, and so is one with the hidden field filled (answered, not stored)', async () => {
      await expect(subject().backend.contact.submit(message)).resolves.toBeUndefined();
      await expect(subject().backend.contact.submit(message, 'http://spam.example')).resolves.toBeUndefined();
    });
  });

  describe('dashboard', () => {
    it('the figures follow the records: counts, totals, this month and the newest client and revenue', { timeout: 90_000 }, async () => {
      const { records, dashboard } = subject().backend;
      const today = isoDateInZone(new Date(), 'UTC');
      const clientId = await records.addRecord(uid(), 'clients', {
        name: 'Newest Client',
        email: 'newest@example.com',
        phone: '',
        company: '',
        value: 10,
        progress: 0,
        notes: '',
        dateAdded: today,
        lastContact: '',
        status: 'active',
        type: 'one-time',
      });
      const revenueId = await records.addRecord(uid(), 'revenues', {
        source: 'Newest',
        amount: 123.45,
        description: '',
        date: today,
        type: 'service',
        clientId: '',
      });
      await records.addRecord(uid(), 'expenses', {
        description: 'Paper',
        amount: 20.1,
        category: 'office',
        notes: '',
        date: today,
        salaryId: '',
        clientId: '',
      });
      const lists = {
        clients: await records.listRecords(uid(), 'clients'),
        revenues: await records.listRecords(uid(), 'revenues'),
        expenses: await records.listRecords(uid(), 'expenses'),
        salaries: await records.listRecords(uid(), 'salaries'),
      };
      const { recentClients: _c, recentRevenues: _r, ...expected } = computeFigures(lists, new Date(), today.slice(0, 7));
      const figures = await firstValue<DashboardFigures>(
        (cb) => dashboard.watchFigures(uid(), cb, undefined, { timeZone: 'UTC' }),
        (f) =>
          f.recentClients[0]?.id === clientId &&
          f.recentRevenues[0]?.id === revenueId &&
          f.revenue.total === expected.revenue.total &&
          f.expenses.total === expected.expenses.total,
        80_000,
      );
      expect(figures).toMatchObject(expected);
      expect(figures.revenue.thisMonth).toBeGreaterThanOrEqual(123.45);
      expect(figures.recentClients[0]).toEqual({ id: clientId, name: 'Newest Client', dateAdded: today });
      expect(figures.recentRevenues[0]).toEqual({ id: revenueId, amount: 123.45, source: 'Newest', date: today });
    });
  });

  describe("the service's settings, seen by a user who is not staff", () => {
    const system = () => subject().backend.system;
    const systemOps = () => subject().backend.systemOps;
    const ownerOnly = { code: 'functions/permission-denied', message: "Access Denied: You don't have permission to access this page." };
    const staffOnly = { code: 'functions/permission-denied', message: "You don't have permission to access the admin panel." };
    /** The error a listener reports (fails the case when it reports a value instead). */
    const listenerError = (watch: (cb: () => void, onError: (e: DataError) => void) => () => void) =>
      new Promise<DataError>((resolve, reject) => {
        const stop = watch(
          () => reject(new Error('the listener reported a value')),
          (e) => {
            queueMicrotask(() => stop());
            resolve(e);
          },
        );
      });

    it('the public summary and the theme are read by any signed-in user', async () => {
      const published = await firstValue<PublicSettings>((cb) => system().watchPublicSettings(cb));
      expect(Object.keys(published).sort()).toEqual(Object.keys(PUBLIC_DEFAULTS).sort());
      await system().getTheme();
      expect(Object.keys(await system().getThemeAssets()).sort()).toEqual(['favicon', 'logo']);
    });

    it('the staff-only settings are not read: global, security, the last backup and the API, notification and database settings', async () => {
      for (const read of [system().getGlobal(), system().getSecurity(), system().lastBackupTime()]) {
        expect((await refusal(read)).code).toBe('permission-denied');
      }
      expect((await listenerError((cb, onError) => api().watchApiSettings(cb, onError))).code).toBe('permission-denied');
      expect((await listenerError((cb, onError) => systemOps().watchNotificationSettings(cb, onError))).code).toBe('permission-denied');
      expect((await listenerError((cb, onError) => systemOps().watchDatabaseSettings(cb, onError))).code).toBe('permission-denied');
    });

    it("a save of the owner's settings is refused with the owner-only text; the notification settings with the staff-only text", async () => {
      expect(await refusal(system().saveTheme({ primaryColor: 'green', uiStyle: 'sharp', themeMode: 'light' }))).toMatchObject(ownerOnly);
      expect(await refusal(system().saveGlobal(GLOBAL_DEFAULTS))).toMatchObject(ownerOnly);
      expect(await refusal(system().saveSecurity(SECURITY_DEFAULTS))).toMatchObject(ownerOnly);
      expect(await refusal(api().saveApiSettings(API_DEFAULTS))).toMatchObject(ownerOnly);
      expect(await refusal(systemOps().saveDatabaseSettings(DATABASE_DEFAULTS))).toMatchObject(ownerOnly);
      expect(await refusal(systemOps().saveNotificationSettings(NOTIFICATION_DEFAULTS))).toMatchObject(staffOnly);
    });

    it("the staff's tools are refused: a notification job, the outbox, the slow queries, the database's figures and a backup", async () => {
      expect(await refusal(systemOps().runNotificationJob('digest'))).toMatchObject(staffOnly);
      expect(await refusal(systemOps().listMail(null, 10))).toMatchObject(staffOnly);
      expect((await refusal(systemOps().listSlowQueries(10))).code).toBe('permission-denied');
      expect(await refusal(systemOps().databaseInfo())).toMatchObject(ownerOnly);
      expect(await refusal(systemOps().backupNow())).toMatchObject(ownerOnly);
      expect(await systemOps().testConnection()).toMatchObject({ ok: false });
    });
  });

  // Starting a checkout is no case here: the function returns only to the app's own origin, and
  // the emulator suite's page is not served from it (tests/billing covers the start with one).
  describe('billing, with the built-in test checkout', () => {
    const billing = () => subject().backend.billing;

    it("the emulators' payments go through the built-in test checkout", async () => {
      expect(await billing().getBillingConfig()).toEqual({ provider: 'test' });
    });

    it("a session id that is missing or not of the provider's form is refused with the lookup's messages", async () => {
      for (const lookup of [(id: string) => billing().getStripeSession(id), (id: string) => billing().confirmCheckout(id)]) {
        expect(await refusal(lookup(''))).toMatchObject({ code: 'functions/invalid-argument', message: SESSION_MESSAGES.noSessionId });
        expect(await refusal(lookup('sess_123456789'))).toMatchObject({ code: 'functions/invalid-argument', message: SESSION_MESSAGES.invalidFormat });
      }
    });

    it('a session id of the right form that the provider never gave is not found', async () => {
      // (A session started and left unpaid is "not completed": tests/billing/checkout-callables.test.ts shows it; a
      // checkout can only be started from the app's own address.)
      for (const lookup of [(id: string) => billing().getStripeSession(id), (id: string) => billing().confirmCheckout(id)]) {
        expect(await refusal(lookup('cs_test_nevergiven000000'))).toMatchObject({ code: 'functions/not-found', message: SESSION_MESSAGES.failed });
      }
    });

    it('a paid subscription is cancelled, then resumed before its period ends; each twice is refused', async () => {
      const status = (want: string) =>
        firstValue<Account>(
          (cb) => subject().backend.account.watchAccount(uid(), uid(), cb),
          (a) => a.subscription?.status === want && a.user?.subscriptionStatus === want,
        );
      await status('active');
      await billing().cancelSubscription();
      await status('cancelled');
      expect(await refusal(billing().cancelSubscription())).toMatchObject({
        code: 'functions/failed-precondition',
        message: 'The subscription is already cancelled.',
      });
      await billing().resumeSubscription();
      expect((await status('active')).subscription?.planId).toBe('pro');
      expect(await refusal(billing().resumeSubscription())).toMatchObject({
        code: 'functions/failed-precondition',
        message: 'The subscription is not cancelled.',
      });
    });
  });

  describe("the service's settings, saved by its owner", () => {
    const invalid = (message: string) => ({ code: 'functions/invalid-argument', message });
    const notValid = invalid('Some settings are not valid. Please check the form and try again.');

    it("a value the settings' checks refuse is not saved, with the check's text", async () => {
      const { system, systemOps } = subject().backend;
      await subject().asOwner(async () => {
        expect(await refusal(api().saveApiSettings({ ...API_DEFAULTS, rateLimitPerMinute: 15 }))).toMatchObject(
          invalid('Requests per minute must be between 10 and 1000, in steps of 10.'),
        );
        expect(await refusal(api().saveApiSettings({ ...API_DEFAULTS, burst: 5 } as ApiSettings))).toMatchObject(notValid);
        const notifications = { ...NOTIFICATION_DEFAULTS, delivery: { ...NOTIFICATION_DEFAULTS.delivery, frequency: 'hourly' } };
        expect(await refusal(systemOps.saveNotificationSettings(notifications as NotificationSettings))).toMatchObject(notValid);
        expect(await refusal(system.saveSecurity({ ...SECURITY_DEFAULTS, passwordMinLength: 4 }))).toMatchObject(
          invalid('Minimum password length must be a whole number from 6 to 32.'),
        );
        expect(await refusal(system.saveTheme({ primaryColor: 'pink' as never, uiStyle: 'sharp', themeMode: 'light' }))).toMatchObject(
          invalid('Choose one of the listed primary colours.'),
        );
        const extra = { primaryColor: 'blue', uiStyle: 'sharp', themeMode: 'light', font: 'serif' } as ThemeForm;
        expect(await refusal(system.saveTheme(extra))).toMatchObject(invalid('Unknown setting: font'));
      });
    });

    it('the API settings are saved and read back by the owner', async () => {
      await subject().asOwner(async () => {
        const before = await firstValue<ApiSettings>((cb) => api().watchApiSettings(cb));
        const changed: ApiSettings = { ...before, rateLimitPerMinute: before.rateLimitPerMinute === 120 ? 130 : 120 };
        await api().saveApiSettings(changed);
        expect(
          await firstValue<ApiSettings>(
            (cb) => api().watchApiSettings(cb),
            (s) => s.rateLimitPerMinute === changed.rateLimitPerMinute,
          ),
        ).toEqual(changed);
        await api().saveApiSettings(before);
      });
    });
  });
}
