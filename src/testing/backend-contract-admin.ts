// The Backend contract of the staff pages (see backend-contract.ts): the users list and search,
// a user's record counts, Edit user, the subscription override and the analytics figures it
// moves, as the service's owner (`asOwner`), and the refusals a user who is not staff gets from
// each staff method. The emulator database is shared with other test files, so the figures are
// compared before and after a case's own change, never as absolute numbers.
import { describe, expect, it } from 'vitest';
import type { Account, DataError } from '../data/contract';
import type { AdminUserDetail, UserPage } from '../data/contract-admin-users';
import type { Analytics } from '../domain/admin-analytics';
import { ADMIN_USER_MESSAGES, NO_USER_FILTERS } from '../domain/admin-users';
import type { EditUserRequest } from '../domain/admin-users';
import type { PlanId, RecordKind, SubscriptionDoc, SubscriptionStatus } from '../domain/types';
import { firstValue, listenerError, refusal } from './backend-contract-support';
import type { ContractSubject } from './backend-contract-support';

type Watched = { user: AdminUserDetail | null; subscription: SubscriptionDoc | null };

const staffOnly = { code: 'functions/permission-denied', message: "You don't have permission to access the admin panel." };
const ownerOnly = { code: 'functions/permission-denied', message: "Access Denied: You don't have permission to access this page." };
const invalid = (message: string) => ({ code: 'functions/invalid-argument', message });

/** The figures an override moves: accounts and active accounts per plan. */
const planFigures = (a: Analytics) => ({ accountsByPlan: { ...a.counts.accountsByPlan }, activeByPlan: { ...a.counts.activeByPlan } });
type PlanFigures = ReturnType<typeof planFigures>;

export function describeAdminContract(subject: () => ContractSubject): void {
  const users = () => subject().backend.adminUsers;
  const overview = () => subject().backend.adminOverview;
  const uid = () => subject().uid;
  const asOwner = <T>(work: () => Promise<T>) => subject().asOwner(work);

  const watchUser = (accept: (w: Watched) => boolean, ms?: number) => firstValue<Watched>((cb) => users().watchUser(uid(), cb), accept, ms);
  const search = (term: string, accept: (p: UserPage) => boolean) =>
    firstValue<UserPage>((cb) => users().watchUsers({ ...NO_USER_FILTERS, search: term }, null, 25, cb), accept, 30_000);
  const subjectAccount = (accept: (a: Account) => boolean) =>
    firstValue<Account>((cb) => subject().backend.account.watchAccount(uid(), uid(), cb), accept, 30_000);
  /** The analytics once two reads in a row agree on the plan figures (the database is shared). */
  const settledFigures = async (): Promise<PlanFigures> => {
    let last = '';
    for (let i = 0; i < 6; i++) {
      const now = planFigures(await firstValue<Analytics>((cb) => overview().watchAnalytics(cb), undefined, 30_000));
      if (JSON.stringify(now) === last) return now;
      last = JSON.stringify(now);
    }
    throw new Error(`the analytics did not settle; last: ${last}`);
  };
  const moved = (before: PlanFigures, after: PlanFigures, plan: PlanId, by: number) =>
    after.accountsByPlan[plan] - before.accountsByPlan[plan] === by && after.activeByPlan[plan] - before.activeByPlan[plan] === by;
  /** The subject's override, retried while the account's summary is not built yet (a trigger builds it). */
  const override = async (planId: PlanId, status: SubscriptionStatus) => {
    for (let i = 0; ; i++) {
      try {
        return await users().overrideSubscription({ accountId: uid(), planId, status, trialEndsAt: null });
      } catch (e) {
        if ((e as DataError).code !== 'functions/not-found' || i >= 15) throw e;
        await new Promise((r) => setTimeout(r, 2000));
      }
    }
  };

  describe('the staff pages, as the service owner', () => {
    it("a search by e-mail finds the subject's row, with its plan and status", async () => {
      const email = subject().email.toLowerCase();
      await asOwner(async () => {
        const page = await search(email, (p) => p.users.some((u) => u.uid === uid()));
        expect(page.users.find((u) => u.uid === uid())).toMatchObject({ uid: uid(), email, role: 'user', planId: 'pro', subscriptionStatus: 'active' });
        expect(page.next).toBeNull();
        const none = await search(`nobody-${uid().toLowerCase()}@`, () => true);
        expect(none.users).toEqual([]);
      });
    });

    it("a user's record counts move by exactly the records added and removed", { timeout: 60_000 }, async () => {
      const { records } = subject().backend;
      const counts = () => asOwner(() => users().recordCounts(uid()));
      const before = await counts();
      const client = await records.addRecord(uid(), 'clients', {
        name: 'Counted Client',
        email: 'counted@example.com',
        phone: '',
        company: '',
        value: 1,
        progress: 0,
        notes: '',
        dateAdded: '2026-01-01',
        lastContact: '',
        status: 'active',
        type: 'one-time',
      });
      const revenue = await records.addRecord(uid(), 'revenues', {
        source: 'Counted',
        amount: 5,
        description: '',
        date: '2026-01-01',
        type: 'product',
        clientId: '',
      });
      const after = await counts();
      const expected: Record<RecordKind, number> = { ...before, clients: before.clients + 1, revenues: before.revenues + 1 };
      expect(after).toEqual(expected);
      await records.removeRecord(uid(), 'clients', client);
      await records.removeRecord(uid(), 'revenues', revenue);
      expect(await counts()).toEqual(before);
    });

    it('Edit user saves a trimmed display name that the user, the search and the account read back', { timeout: 60_000 }, async () => {
      await asOwner(async () => {
        const original = (await watchUser((w) => w.user !== null)).user!;
        const edit: EditUserRequest = { uid: uid(), displayName: '  Staff Edited  ', role: original.role };
        await users().editUser(edit);
        expect((await watchUser((w) => w.user?.displayName === 'Staff Edited', 30_000)).user).toMatchObject({ uid: uid(), role: 'user' });
        const found = await search('staff edited', (p) => p.users.some((u) => u.uid === uid()));
        expect(found.users.find((u) => u.uid === uid())?.displayName).toBe('Staff Edited');
        await users().editUser({ ...edit, displayName: original.displayName || 'Contract' });
      });
      // The subject's own account hears it too (users/{uid} is one document).
      await subjectAccount((a) => a.user?.displayName !== 'Staff Edited');
    });

    it("an override changes the account's plan, seen on the account and in the analytics by exactly one account", { timeout: 240_000 }, async () => {
      const before = await asOwner(settledFigures);
      await asOwner(() => override('basic', 'active'));
      try {
        const account = await subjectAccount((a) => a.subscription?.planId === 'basic' && a.user?.planId === 'basic');
        expect(account.subscription).toMatchObject({ planId: 'basic', status: 'active', accountLocked: false });
        expect(account.user).toMatchObject({ planId: 'basic', subscriptionStatus: 'active' });
        await asOwner(async () => {
          const after = planFigures(
            await firstValue<Analytics>(
              (cb) => overview().watchAnalytics(cb),
              (a) => moved(before, planFigures(a), 'basic', 1) && moved(before, planFigures(a), 'pro', -1),
              90_000,
            ),
          );
          expect(after.accountsByPlan.basic - before.accountsByPlan.basic).toBe(1);
          expect(after.activeByPlan.pro - before.activeByPlan.pro).toBe(-1);
          expect((await watchUser((w) => w.subscription?.planId === 'basic')).user).toMatchObject({ planId: 'basic', subscriptionStatus: 'active' });
        });
      } finally {
        // Back to Pro for the other cases; the analytics return to where they were.
        await asOwner(() => override('pro', 'active'));
      }
      await subjectAccount((a) => a.subscription?.planId === 'pro' && a.user?.planId === 'pro');
      await asOwner(() =>
        firstValue<Analytics>(
          (cb) => overview().watchAnalytics(cb),
          (a) => moved(before, planFigures(a), 'basic', 0) && moved(before, planFigures(a), 'pro', 0),
          90_000,
        ),
      );
    });

    it("input the functions refuse is refused with their message, and the user's documents stay as they were", { timeout: 60_000 }, async () => {
      await asOwner(async () => {
        const { user } = await watchUser((w) => w.user !== null);
        expect(await refusal(users().editUser({ uid: uid(), displayName: '   ', role: 'user' }))).toMatchObject(
          invalid(ADMIN_USER_MESSAGES.displayNameRequired),
        );
        expect(await refusal(users().editUser({ uid: uid(), displayName: 'X', role: 'boss' as never }))).toMatchObject(
          invalid(ADMIN_USER_MESSAGES.roleInvalid),
        );
        expect(await refusal(users().editUser({ uid: 'no-such-user-0', displayName: 'X', role: 'user' }))).toMatchObject({
          code: 'functions/not-found',
          message: ADMIN_USER_MESSAGES.notFound,
        });
        expect(await refusal(users().recordCounts('a/b'))).toMatchObject(invalid(ADMIN_USER_MESSAGES.noId));
        const sub = { accountId: uid(), planId: 'pro' as const, status: 'active' as const, trialEndsAt: null };
        expect(await refusal(users().overrideSubscription({ ...sub, planId: 'gold' as never }))).toMatchObject(invalid(ADMIN_USER_MESSAGES.planInvalid));
        expect(await refusal(users().overrideSubscription({ ...sub, status: 'paused' as never }))).toMatchObject(invalid(ADMIN_USER_MESSAGES.statusInvalid));
        expect(await refusal(users().overrideSubscription({ ...sub, status: 'trial', trialEndsAt: '2020-01-01' }))).toMatchObject(
          invalid('Set a trial end date in the future for a trial.'),
        );
        expect(await refusal(users().overrideSubscription({ ...sub, accountId: 'no-such-account-0' }))).toMatchObject({
          code: 'functions/not-found',
          message: ADMIN_USER_MESSAGES.accountNotFound,
        });
        const after = await watchUser((w) => w.user !== null);
        expect(after.user).toMatchObject({ displayName: user!.displayName, role: 'user', planId: 'pro', subscriptionStatus: 'active' });
        expect(after.subscription).toMatchObject({ planId: 'pro', status: 'active' });
      });
    });
  });

  describe('the staff pages, as a user who is not staff', () => {
    it('the users, the activity log, the accounts, the figures and the admins are not read', async () => {
      const reads: ((cb: () => void, onError: (e: DataError) => void) => () => void)[] = [
        (cb, onError) => users().watchUsers(NO_USER_FILTERS, null, 25, cb, onError),
        (cb, onError) => users().watchUsers({ ...NO_USER_FILTERS, search: 'a' }, null, 25, cb, onError),
        (cb, onError) => users().watchUser('someone-else', cb, onError),
        (cb, onError) => users().watchActivity({ type: 'all', email: '', from: null, to: null }, null, 25, cb, onError),
        (cb, onError) => users().watchAccounts('', cb, onError),
        (cb, onError) => overview().watchSummary(cb, onError),
        (cb, onError) => overview().watchAnalytics(cb, onError),
        (cb, onError) => overview().watchRecentActivity(10, cb, onError),
        (cb, onError) => overview().watchAdmins(cb, onError),
      ];
      // (A users query may first be answered from the client's cache with the caller's own row.)
      for (const read of reads) expect((await listenerError(read, { cachedFirst: true })).code).toBe('permission-denied');
    });

    it('their own user document is still theirs to read', async () => {
      expect((await watchUser((w) => w.user !== null)).user).toMatchObject({ uid: uid(), planId: 'pro' });
    });

    it("every staff function is refused with the guard's text before it reads the request, and nothing changes", async () => {
      for (const call of [
        () => users().recordCounts(uid()),
        () => users().editUser({ uid: uid(), displayName: 'Self Promoted', role: 'admin' }),
        () => users().editSubscriptionUser({ uid: uid(), displayName: 'X', email: 'x@example.com', trialEndsAt: null }),
        () => users().overrideSubscription({ accountId: uid(), planId: 'custom', status: 'active', trialEndsAt: null }),
        () => users().overrideSubscription({ accountId: '', planId: 'gold' as never, status: 'active', trialEndsAt: null }),
        () => users().deleteUser('someone-else'),
        () => overview().checkHealth(),
      ]) {
        expect(await refusal(call())).toMatchObject(staffOnly);
      }
      expect(await refusal(overview().getPaymentSettings())).toMatchObject(ownerOnly);
      expect(await refusal(overview().addAdmin({ name: 'Me', email: subject().email }))).toMatchObject(ownerOnly);
      const account = await subjectAccount((a) => a.user !== null);
      expect(account.user).toMatchObject({ role: 'user', planId: 'pro' });
      expect(account.user?.displayName).not.toBe('Self Promoted');
      expect(account.subscription).toMatchObject({ planId: 'pro', status: 'active' });
    });
  });
}
