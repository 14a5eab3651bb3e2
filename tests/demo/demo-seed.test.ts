// `npm run demo` as a newcomer runs it, against this run's emulators: every login the README's
// table promises signs in and gets what the table says it shows.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../src/domain/entitlements';
import type { Entitlements, EntitlementSubscription, EntitlementUser } from '../../src/domain/entitlements';
import { removeDemoUsers } from '../../scripts/demo-users';
import { emulatorPorts } from '../../scripts/ports.mjs';
import { adminDb, claimsOf, closeAdmin, deleteUserByEmail, signInWithPassword, withoutTriggers } from '../support/emulators';

const root = join(import.meta.dirname, '..', '..');
const PASSWORD = 'demo1234';

/** The demo logins of the README's "Demo accounts" table. */
function readmeLogins(): string[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  // Cells may be padded to line the table up (Prettier does).
  return [...readme.matchAll(/^\| ([a-z]+@demo\.test) +\|/gm)].map((m) => m[1] as string);
}

type Seen = { role: unknown; e: Entitlements; clients: number; employees: number };
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
};

const dateOf = (v: unknown): Date | null =>
  typeof v === 'object' && v !== null && 'toDate' in v && typeof v.toDate === 'function' ? (v.toDate() as Date) : null;

async function seen(uid: string, role: unknown): Promise<Seen> {
  const db = adminDb();
  const [user, sub, clients, employees] = await Promise.all([
    db.doc(`users/${uid}`).get(),
    db.doc(`subscriptions/${uid}`).get(),
    db.collection(`users/${uid}/clients`).count().get(),
    db.collection(`users/${uid}/employees`).count().get(),
  ]);
  const u = user.data() ?? {};
  const s = sub.data() ?? {};
  const entitlementUser = { role: u.role, planId: u.planId, subscriptionStatus: u.subscriptionStatus, trialEndsAt: dateOf(u.trialEndsAt) } as EntitlementUser;
  const subscription = {
    planId: s.planId,
    status: s.status,
    trialEndsAt: dateOf(s.trialEndsAt),
    currentPeriodEnd: dateOf(s.currentPeriodEnd),
    paymentFailedAt: dateOf(s.paymentFailedAt),
    accountLocked: s.accountLocked === true,
  } as EntitlementSubscription;
  return { role, e: entitlements(entitlementUser, subscription, new Date()), clients: clients.data().count, employees: employees.data().count };
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
      const shards = await adminDb().collection(`users/${localId}/summary`).get();
      expect(shards.size, email).toBeGreaterThan(0);
      for (const shard of shards.docs) expect(dateOf(shard.get('since')), email).toBeInstanceOf(Date);
    }
  });

  it('prints the sign-in address on the ports of this run', () => {
    expect(output).toContain(`http://localhost:${emulatorPorts().hosting}/auth/login`);
    for (const email of Object.keys(promised)) expect(output).toContain(email);
  });
});
