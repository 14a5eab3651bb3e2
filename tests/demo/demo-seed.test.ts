// `npm run demo` as a newcomer runs it, against this run's emulators: every login the README's
// table promises signs in and gets what the table says it shows. The business data is the
// account's (accounts/{accountId}/..., docs/product/accounts.md): a login's own account has their
// uid as its id; the team logins open the team account they belong to.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../src/domain/entitlements';
import type { Entitlements, EntitlementSubscription, EntitlementUser } from '../../src/domain/entitlements';
import { removeDemoUsers } from '../../scripts/demo-users';
import { readDefinitions } from '../../src/domain/custom-fields';
import { applyView, clientColumns, indexRecords } from '../../src/domain/list-view';
import { savedViewOf } from '../../src/domain/list-view-stored';
import { todayIso } from '../../src/domain/dates';
import { emulatorPorts } from '../../scripts/ports.mjs';
import { adminDb, claimsOf, closeAdmin, deleteUserByEmail, signInWithPassword, withoutTriggers } from '../support/emulators';

const root = join(import.meta.dirname, '..', '..');
const PASSWORD = 'demo1234';

/** The demo logins of the README's "Demo accounts" table. */
function readmeLogins(): string[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  // Cells may be padded to line the table up (Prettier does).
  return [...readme.matchAll(/^\| ([a-z-]+@demo\.test) +\|/gm)].map((m) => m[1] as string);
}

type Seen = {
  uid: string;
  role: unknown;
  /** The account the login opens: the team account they joined, else their own. */
  accountId: string;
  /** users/{uid}.accounts */
  memberships: Record<string, unknown>;
  e: Entitlements;
  clients: number;
  employees: number;
};
const TEAM = ['team-owner@demo.test', 'team-manager@demo.test', 'team-member@demo.test', 'team-viewer@demo.test'];
/** The team account's members, as the table promises: role, own records only, payroll. */
const TEAM_MEMBERS: Record<string, { role: string; ownRecordsOnly: boolean; payroll: boolean }> = {
  'team-owner@demo.test': { role: 'owner', ownRecordsOnly: false, payroll: true },
  'team-manager@demo.test': { role: 'manager', ownRecordsOnly: false, payroll: true },
  'team-member@demo.test': { role: 'member', ownRecordsOnly: true, payroll: false },
  'team-viewer@demo.test': { role: 'viewer', ownRecordsOnly: false, payroll: false },
};
const teamAccount = (seen: Seen, role: string) => {
  expect(seen.role).toBe('user');
  expect(seen.memberships[seen.accountId]).toBe(role);
  expect(seen.e).toMatchObject({ planId: 'pro', status: 'active', canWrite: true, features: { team: true, salaries: true } });
};
/** What each row of the table says the account shows. */
const promised: Record<string, (seen: Seen) => void> = {
  'owner@demo.test': ({ role, e }) => {
    expect(role).toBe('owner');
    expect(e).toMatchObject({ isStaff: true, canWrite: true, features: { team: true } });
  },
  'admin@demo.test': ({ role, e }) => {
    expect(role).toBe('admin');
    expect(e).toMatchObject({ isStaff: true, canWrite: true, features: { team: true } });
  },
  'pro@demo.test': ({ role, e }) => {
    expect(role).toBe('user');
    expect(e).toMatchObject({ planId: 'pro', status: 'active', canWrite: true, suspended: false, features: { team: true, salaries: true } });
  },
  'basic@demo.test': ({ role, e }) => {
    expect(role).toBe('user');
    expect(e).toMatchObject({ planId: 'basic', status: 'trial', trialDaysLeft: 5, canUseApp: true, canWrite: true, features: { team: false } });
  },
  // The trial-expired page: the app is closed to it.
  'expired@demo.test': ({ role, e }) => {
    expect(role).toBe('user');
    expect(e).toMatchObject({ planId: 'basic', status: 'trial', expired: true, canUseApp: false });
  },
  // The suspended page, with read-only access.
  'suspended@demo.test': ({ role, e }) => {
    expect(role).toBe('user');
    expect(e).toMatchObject({ status: 'suspended', suspended: true, canUseApp: true, canWrite: false });
  },
  // The team account is its owner's own account (its id is their uid).
  'team-owner@demo.test': (seen) => {
    expect(seen.accountId).toBe(seen.uid);
    teamAccount(seen, 'owner');
  },
  'team-manager@demo.test': (seen) => teamAccount(seen, 'manager'),
  'team-member@demo.test': (seen) => teamAccount(seen, 'member'),
  'team-viewer@demo.test': (seen) => teamAccount(seen, 'viewer'),
};

const dateOf = (v: unknown): Date | null =>
  typeof v === 'object' && v !== null && 'toDate' in v && typeof v.toDate === 'function' ? (v.toDate() as Date) : null;

async function seen(uid: string, role: unknown): Promise<Seen> {
  const db = adminDb();
  const u = (await db.doc(`users/${uid}`).get()).data() ?? {};
  const memberships = (u.accounts ?? {}) as Record<string, unknown>;
  const accountId = Object.keys(memberships).find((id) => id !== uid) ?? uid;
  const [sub, clients, employees] = await Promise.all([
    db.doc(`subscriptions/${accountId}`).get(),
    db.collection(`accounts/${accountId}/clients`).count().get(),
    db.collection(`accounts/${accountId}/employees`).count().get(),
  ]);
  const s = sub.data() ?? {};
  // The plan is the open account's: its subscription decides, for every member.
  const own = accountId === uid;
  const entitlementUser = {
    role: u.role,
    planId: own ? u.planId : s.planId,
    subscriptionStatus: own ? u.subscriptionStatus : s.status,
    trialEndsAt: dateOf(own ? u.trialEndsAt : s.trialEndsAt),
  } as EntitlementUser;
  const subscription = {
    planId: s.planId,
    status: s.status,
    trialEndsAt: dateOf(s.trialEndsAt),
    currentPeriodEnd: dateOf(s.currentPeriodEnd),
    paymentFailedAt: dateOf(s.paymentFailedAt),
    accountLocked: s.accountLocked === true,
  } as EntitlementSubscription;
  return {
    uid,
    role,
    accountId,
    memberships,
    e: entitlements(entitlementUser, subscription, new Date()),
    clients: clients.data().count,
    employees: employees.data().count,
  };
}

describe('npm run demo', () => {
  let output = '';

  beforeAll(async () => {
    // The seed's few thousand documents would each wake a trigger whose result nothing here reads.
    output = await withoutTriggers(async () => {
      const { stdout } = await promisify(execFile)(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/demo-seed.ts'], {
        cwd: root,
        env: process.env,
        timeout: 90_000,
      });
      return stdout;
    });
  }, 120_000);

  afterAll(async () => {
    // The later tests see no demo account nor customer.
    await withoutTriggers(async () => {
      for (const email of Object.keys(promised)) await deleteUserByEmail(email);
      const invitations = await adminDb().collection('invitations').where('email', '==', 'invited@demo.test').get();
      await Promise.all(invitations.docs.map((d) => d.ref.delete()));
      await removeDemoUsers(adminDb());
    });
    await closeAdmin();
  }, 120_000);

  it('creates every login of the README table, each signing in with the password and showing what the table says', async () => {
    const logins = readmeLogins();
    expect(logins.sort()).toEqual(Object.keys(promised).sort());
    for (const email of logins) {
      const { localId, idToken } = await signInWithPassword(email, PASSWORD);
      const account = await seen(localId, claimsOf(idToken).role);
      promised[email]?.(account);
      // "a few dozen clients and revenues (Pro accounts also team ...)"
      expect(account.clients, email).toBeGreaterThanOrEqual(20);
      expect(account.employees > 0, email).toBe(account.e.features.team);
    }
  });

  it('gives every demo account the dashboard summary of a real sign-up', async () => {
    for (const email of Object.keys(promised)) {
      const { localId } = await signInWithPassword(email, PASSWORD);
      const shards = await adminDb().collection(`accounts/${localId}/summary`).get();
      expect(shards.size, email).toBeGreaterThan(0);
      for (const shard of shards.docs) expect(dateOf(shard.get('since')), email).toBeInstanceOf(Date);
    }
  });

  it('gives every login its own account, and the team logins one shared Pro account with a pending invitation', async () => {
    const db = adminDb();
    const uids: Record<string, string> = {};
    for (const email of Object.keys(promised)) {
      const { localId } = await signInWithPassword(email, PASSWORD);
      uids[email] = localId;
      // As a sign-up gives: the account, its owner's member document, users.accounts.
      expect((await db.doc(`accounts/${localId}`).get()).get('createdBy'), email).toBe(localId);
      expect((await db.doc(`accounts/${localId}/members/${localId}`).get()).get('role'), email).toBe('owner');
      expect((await db.doc(`users/${localId}`).get()).get(`accounts.${localId}`), email).toBe('owner');
    }
    const teamId = uids['team-owner@demo.test']!;
    expect((await db.doc(`accounts/${teamId}`).get()).get('name')).toBe('Harbour Bakery');
    const members = await db.collection(`accounts/${teamId}/members`).get();
    expect(members.size).toBe(TEAM.length);
    for (const email of TEAM) {
      const uid = uids[email]!;
      expect((await db.doc(`accounts/${teamId}/members/${uid}`).get()).data(), email).toMatchObject({ ...TEAM_MEMBERS[email], email });
      if (uid === teamId) continue;
      expect((await db.doc(`users/${uid}`).get()).get('accounts'), email).toEqual({ [uid]: 'owner', [teamId]: TEAM_MEMBERS[email]!.role });
      // Their own account: empty, on the trial.
      expect((await db.collection(`accounts/${uid}/clients`).count().get()).data().count, email).toBe(0);
      expect((await db.doc(`subscriptions/${uid}`).get()).get('status'), email).toBe('trial');
    }
    // Every record names its owner; the member narrowed to her own records has some clients and tasks.
    const narrowed = uids['team-member@demo.test']!;
    expect((await db.collection(`accounts/${teamId}/clients`).where('ownerId', '==', narrowed).count().get()).data().count).toBeGreaterThan(0);
    expect((await db.collection(`accounts/${teamId}/tasks`).where('ownerId', '==', narrowed).count().get()).data().count).toBeGreaterThan(0);
    // A pipeline of about 40 deals; the won ones each made one revenue, linked both ways.
    const deals = await db.collection(`accounts/${teamId}/deals`).get();
    expect(deals.size).toBe(40);
    expect((await db.doc(`accounts/${teamId}/pipelines/default`).get()).exists).toBe(true);
    const won = deals.docs.filter((d) => d.get('status') === 'won');
    expect(won.length).toBeGreaterThan(0);
    for (const d of won) expect((await db.doc(`accounts/${teamId}/revenues/${String(d.get('revenueId'))}`).get()).get('dealId')).toBe(d.id);
    const owned = await db.collection(`accounts/${teamId}/revenues`).limit(5).get();
    for (const r of owned.docs) expect(r.data()).toMatchObject({ ownerId: teamId, createdBy: teamId });
    const invitations = await db.collection('invitations').where('accountId', '==', teamId).get();
    expect(invitations.size).toBe(1);
    const invitation = invitations.docs[0]!.data();
    expect(invitation).toMatchObject({ email: 'invited@demo.test', role: 'member', invitedBy: teamId, status: 'pending' });
    expect(invitation.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const days = (dateOf(invitation.expiresAt)!.getTime() - dateOf(invitation.createdAt)!.getTime()) / 86_400_000;
    expect(days).toBe(7);
  });

  it("gives the law office custom fields with values on most clients and deals, a shared court-dates view as its owner's default and a personal deals view", async () => {
    const db = adminDb();
    const { localId: uid } = await signInWithPassword('pro@demo.test', PASSWORD);
    expect((await db.doc(`accounts/${uid}`).get()).get('name')).toBe('Reed & Hale Law');
    const labels = async (kind: string) =>
      ((await db.doc(`accounts/${uid}/fieldDefinitions/${kind}`).get()).get('fields') as { label: string; kind: string }[]).map((f) => `${f.label}:${f.kind}`);
    expect(await labels('clients')).toEqual(['Case number:text', 'Court date:date', 'Practice area:choice']);
    expect(await labels('deals')).toEqual(['Retainer:amount']);
    const clients = (await db.collection(`accounts/${uid}/clients`).get()).docs.map((d) => d.data());
    const withValues = clients.filter((c) => c.customFields && Object.keys(c.customFields as object).length > 0);
    expect(withValues.length / clients.length).toBeGreaterThan(0.5);
    for (const c of withValues) expect(c.customFields).toMatchObject({ caseNumber: expect.stringMatching(/^\d{4}-[A-Z]{3}-\d{3}$/) });
    // Some court dates fall in this month, which the shared view shows.
    const local = `${new Date().getFullYear()}-${String(new Date().getMonth() + 1).padStart(2, '0')}`;
    const courtDates = withValues.map((c) => (c.customFields as { courtDate?: string }).courtDate ?? '');
    expect(courtDates.filter((d) => d.startsWith(local)).length).toBeGreaterThan(0);
    const deals = (await db.collection(`accounts/${uid}/deals`).get()).docs.map((d) => d.data());
    expect(deals.filter((d) => typeof (d.customFields as { retainer?: unknown } | undefined)?.retainer === 'number').length / deals.length).toBeGreaterThan(
      0.5,
    );
    const views = (await db.collection(`accounts/${uid}/views`).get()).docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown>);
    expect(views.map((v) => [v.name, v.kind, v.shared, v.createdBy])).toEqual(
      expect.arrayContaining([
        ['Court dates this month', 'clients', true, uid],
        ['Open deals by retainer', 'deals', false, uid],
      ]),
    );
    const court = views.find((v) => v.name === 'Court dates this month')!;
    expect(court.filters).toEqual([expect.stringMatching(/^cf:courtDate\|after\|\d{4}-\d{2}-\d{2}$/), expect.stringMatching(/^cf:courtDate\|before\|/)]);
    expect((await db.doc(`accounts/${uid}/viewDefaults/${uid}`).get()).data()).toMatchObject({ clients: court.id, deals: null });
    // The list applies the view as the app does: this month's court dates, soonest first.
    const view = savedViewOf(String(court.id), court)!;
    const definitions = readDefinitions((await db.doc(`accounts/${uid}/fieldDefinitions/clients`).get()).get('fields'));
    // The stored documents as the list's rows (the columns read what they name).
    const rows = clients as never[];
    const shown = applyView(indexRecords(rows, clientColumns(definitions)), view, todayIso());
    const dates = shown.map((c) => (c as { customFields: { courtDate: string } }).customFields.courtDate);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((d) => d.startsWith(local))).toBe(true);
    expect([...dates].sort()).toEqual(dates);
  });

  it('prints the sign-in address on the ports of this run', () => {
    expect(output).toContain(`http://localhost:${emulatorPorts().hosting}/auth/login`);
    for (const email of Object.keys(promised)) expect(output).toContain(email);
  });
});
