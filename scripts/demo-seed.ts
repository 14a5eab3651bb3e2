// npm run demo: creates the demo accounts on the running emulators (npm start) and prints their
// logins. Safe to run again: each demo account is reset to the same state. Business data lives in
// the account (accounts/{accountId}/..., docs/product/accounts.md); a founder's account id is
// their uid. The team logins share one Pro account, "Harbour Bakery", with a pending invitation.
import { createHash, randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { Timestamp } from 'firebase-admin/firestore';
import { createAccountDocs } from '../functions/src/account-docs';
import { historyEntryOf, historyExpiry, writeEntryId } from '../src/domain/history';
import type { HistoryEntryData } from '../src/domain/history';
import type { AccountRole, MemberDoc } from '../src/domain/accounts';
import { addDays } from '../src/domain/dates';
import { createWrites } from '../src/domain/record-writes';
import { parseRecord } from '../src/domain/schemas';
import { DEFAULT_PIPELINE } from '../src/domain/deals';
import { parseActivity } from '../src/domain/activities';
import type { PlanId, RecordKind, Role, SubscriptionStatus } from '../src/domain/types';
import { connect } from './admin-connect';
import { seedDemoUsers } from './demo-users';
import { DemoWriter } from './demo-writer';
import { isoDay, lawOffice } from './demo-law-office';
import { firstNames, lastNames, pick, records, roles } from './demo-records';
import { seedActivities, seedDeals } from './demo-pipeline';
import { migrateAdminAccounts } from './migrate-admin-accounts';
import { emulatorPorts } from './ports.mjs';

const { db, auth, emulators } = connect(process.argv.slice(2));
if (!emulators) {
  console.error('The demo seed only runs against the emulators.');
  process.exit(2);
}

export const DEMO_PASSWORD = 'demo1234';
const DAY = 24 * 60 * 60 * 1000;
/** Customers shown in the admin area (documents only, no sign-in). */
const DEMO_CUSTOMERS = 300;

type DemoAccount = {
  email: string;
  displayName: string;
  role: Role;
  planId: PlanId;
  status: SubscriptionStatus;
  what: string;
  trialEndsAt?: Date | null;
  paymentFailedAt?: Date | null;
  accountLocked?: boolean;
  pro: boolean; // seed team, salaries and expenses too
  /** The account's name (the founder's own account). */
  accountName?: string;
  /** A law office: custom fields on clients and deals, with values, and saved views (seedLawOffice). */
  lawOffice?: boolean;
  /** A member of the team account (not its owner): only their own, empty trial account besides. */
  team?: { role: Exclude<AccountRole, 'owner'>; ownRecordsOnly: boolean; payroll: boolean };
};

/** The team account's owner (its id is their uid) and the pending invitation's fixed id. */
const TEAM_OWNER = 'team-owner@demo.test';
const TEAM_NAME = 'Harbour Bakery';
const INVITATION_ID = 'demo-harbour-bakery-invited';
/** The law office's account (pro@demo.test's own). */
const LAW_NAME = 'Reed & Hale Law';

const now = new Date();
const accounts: DemoAccount[] = [
  {
    email: 'owner@demo.test',
    displayName: 'Olivia Owner',
    role: 'owner',
    planId: 'custom',
    status: 'active',
    what: 'owner: everything, admin area',
    pro: true,
  },
  {
    email: 'admin@demo.test',
    displayName: 'Adam Admin',
    role: 'admin',
    planId: 'custom',
    status: 'active',
    what: 'admin: admin area, all features',
    pro: true,
  },
  {
    email: 'pro@demo.test',
    displayName: 'Priya Pro',
    role: 'user',
    planId: 'pro',
    status: 'active',
    what: `Pro plan, paid; the law office "${LAW_NAME}": custom fields, saved views`,
    pro: true,
    accountName: LAW_NAME,
    lawOffice: true,
  },
  {
    email: 'basic@demo.test',
    displayName: 'Ben Basic',
    role: 'user',
    planId: 'basic',
    status: 'trial',
    trialEndsAt: new Date(now.getTime() + 5 * DAY),
    what: 'Basic plan, trial with 5 days left',
    pro: false,
  },
  {
    email: 'expired@demo.test',
    displayName: 'Erin Expired',
    role: 'user',
    planId: 'basic',
    status: 'trial',
    trialEndsAt: new Date(now.getTime() - 3 * DAY),
    what: 'Basic plan, trial ended 3 days ago',
    pro: false,
  },
  {
    email: 'suspended@demo.test',
    displayName: 'Sam Suspended',
    role: 'user',
    planId: 'pro',
    status: 'suspended',
    paymentFailedAt: new Date(now.getTime() - 5 * DAY),
    accountLocked: true,
    what: 'Pro plan, payment failed 5 days ago: suspended',
    pro: true,
  },
  // The team account, Harbour Bakery: its owner first (the others join the account).
  {
    email: TEAM_OWNER,
    displayName: 'Tara Teamowner',
    role: 'user',
    planId: 'pro',
    status: 'active',
    what: `owner of "${TEAM_NAME}" (Pro, paid): members, invitations, billing`,
    pro: true,
    accountName: TEAM_NAME,
  },
  {
    email: 'team-manager@demo.test',
    displayName: 'Milo Manager',
    role: 'user',
    planId: 'basic',
    status: 'trial',
    what: `manager of "${TEAM_NAME}", with payroll; own empty trial account`,
    pro: false,
    team: { role: 'manager', ownRecordsOnly: false, payroll: true },
  },
  {
    email: 'team-member@demo.test',
    displayName: 'Mae Member',
    role: 'user',
    planId: 'basic',
    status: 'trial',
    what: `member of "${TEAM_NAME}": sees only the clients and tasks assigned to her; no payroll`,
    pro: false,
    team: { role: 'member', ownRecordsOnly: true, payroll: false },
  },
  {
    email: 'team-viewer@demo.test',
    displayName: 'Vic Viewer',
    role: 'user',
    planId: 'basic',
    status: 'trial',
    what: `viewer of "${TEAM_NAME}": reads only; no payroll`,
    pro: false,
    team: { role: 'viewer', ownRecordsOnly: false, payroll: false },
  },
];

const isoDaysAgo = (days: number) => isoDay(addDays(now, -days));
const demo = { db, now, isoDaysAgo };

/** The person, their own account (records, members, meta, summary), its subscription and its invitations. */
async function wipe(db: Firestore, uid: string) {
  await db.recursiveDelete(db.doc(`users/${uid}`));
  await db.recursiveDelete(db.doc(`accounts/${uid}`));
  await db.doc(`subscriptions/${uid}`).delete();
  const invitations = await db.collection('invitations').where('accountId', '==', uid).select().get();
  const w = new DemoWriter(db);
  for (const d of invitations.docs) w.delete(d.ref);
  await w.flush();
}

/** Signs the demo login up afresh; returns its uid (the id of its own account). */
async function seedAccount(account: DemoAccount, teamAccountId: string | null): Promise<string> {
  const existing = await auth.getUserByEmail(account.email).catch(() => null);
  if (existing) {
    await wipe(db, existing.uid);
    await auth.deleteUser(existing.uid);
  }
  const user = await auth.createUser({ email: account.email, password: DEMO_PASSWORD, displayName: account.displayName, emailVerified: true });
  const uid = user.uid;
  // Same documents as a real sign-up (the person, their account and its owner's member document,
  // its subscription, counters and summary), then the demo's plan state on top.
  await createAccountDocs(db, { uid, email: account.email, displayName: account.displayName, emailVerified: true }, now, []);
  await auth.setCustomUserClaims(uid, { role: account.role });
  if (account.team) {
    if (!teamAccountId) throw new Error(`${account.email} joins the team account, which is seeded first`);
    // Their own account stays as a sign-up leaves it (empty, on the trial); they join the team.
    await joinTeam(uid, account, account.team, teamAccountId);
    return uid;
  }
  const trialEndsAt = account.trialEndsAt ?? (account.status === 'trial' ? addDays(now, 7) : null);
  const periodEnd = account.status === 'trial' ? trialEndsAt : addDays(now, account.role === 'user' ? 30 : 365);
  await db.doc(`users/${uid}`).set(
    {
      role: account.role,
      planId: account.planId,
      subscriptionStatus: account.status,
      trialEndsAt,
      onboardingCompleted: true,
      company: account.accountName ?? 'Demo Co',
    },
    { merge: true },
  );
  await db.doc(`subscriptions/${uid}`).set(
    {
      planId: account.planId,
      status: account.status,
      trialEndsAt,
      currentPeriodStart: addDays(now, -20),
      currentPeriodEnd: periodEnd,
      paymentFailedAt: account.paymentFailedAt ?? null,
      accountLocked: account.accountLocked ?? false,
    },
    { merge: true },
  );

  // One writer for the whole account: its records fit in one commit (scripts/demo-writer.ts).
  const w = new DemoWriter(db);
  const law = account.lawOffice ? lawOffice(uid, now) : null;
  // Every record names its owner and writer (docs/product/accounts.md#who-wrote-a-record): the account's owner.
  const writtenBy = { ownerId: uid, createdBy: uid, updatedBy: uid };
  let clients = 0;
  const employeeIds: string[] = [];
  const employees: { id: string; name: string; role: string }[] = [];
  const add = (kind: RecordKind, value: object) => {
    const ref = db.collection(`accounts/${uid}/${kind}`).doc();
    w.set(ref, { ...value, ...writtenBy, createdAt: now, updatedAt: now });
    return ref.id;
  };
  const clientList: { id: string; name: string }[] = [];
  for (const { kind, input } of records(account.pro, isoDaysAgo)) {
    const parsed = parseRecord(kind, input, now);
    if (!parsed.ok) throw new Error(`demo ${kind} is invalid: ${parsed.message}`);
    const id = add(kind, kind === 'clients' && law ? { ...parsed.value, ...law.clientValues(clients) } : parsed.value);
    if (kind === 'clients') {
      clients++;
      clientList.push({ id, name: (parsed.value as { name: string }).name });
    }
  }
  if (account.pro) seedDeals(demo, w, uid, clientList, writtenBy, law);
  if (account.pro) seedActivities(demo, w, uid, clientList);
  law?.seedDefinitionsAndViews(w);
  if (account.pro) {
    for (let i = 0; i < 6; i++) {
      const name = `${pick(firstNames)} ${pick(lastNames)}`;
      const role = roles[i % roles.length] as string;
      const parsed = parseRecord(
        'employees',
        { name, role, email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@demo-co.test`, dateAdded: isoDaysAgo(120 - i * 10) },
        now,
      );
      if (!parsed.ok) throw new Error(parsed.message);
      const id = add('employees', parsed.value);
      employeeIds.push(id);
      employees.push({ id, name, role });
    }
    const taskTitles = [
      'Prepare Q3 report',
      'Call new leads',
      'Update website copy',
      'Order office supplies',
      'Plan team offsite',
      'Review supplier contracts',
      'Onboard new client',
      'Fix invoice template',
    ];
    taskTitles.forEach((title, i) => {
      const parsed = parseRecord(
        'tasks',
        {
          title,
          description: `${title} for Demo Co.`,
          progress: [0, 25, 50, 100][i % 4],
          deadline: isoDaysAgo(-((i % 5) * 4 + 2)),
          dateCreated: isoDaysAgo(20 - i),
          assignedEmployees: employeeIds.slice(0, (i % 5) + 1),
          status: (['pending', 'in-progress', 'in-progress', 'completed'] as const)[i % 4],
          // Every other task is for a client (its page lists it).
          clientId: i % 2 === 0 ? (clientList[i % Math.max(1, clientList.length)]?.id ?? '') : '',
          subtasks: [
            { id: `s${i}a`, title: 'Draft', completed: i % 4 !== 0, progressValue: 50 },
            { id: `s${i}b`, title: 'Review', completed: i % 4 === 3, progressValue: 50 },
          ],
        },
        now,
      );
      if (!parsed.ok) throw new Error(parsed.message);
      add('tasks', parsed.value);
    });
    employees.forEach((employee, i) => {
      for (const monthsAgo of [0, 1]) {
        const parsed = parseRecord(
          'salaries',
          {
            employeeName: employee.name,
            employeeId: employee.id,
            position: employee.role,
            amount: 3000 + i * 250,
            payDate: isoDaysAgo(monthsAgo * 30 + 2),
            status: monthsAgo === 0 ? (i % 3 === 0 ? 'pending' : 'paid') : 'paid',
            type: 'monthly',
            expenseId: '',
          },
          now,
        );
        if (!parsed.ok) throw new Error(parsed.message);
        // The salary and its generated expense, as the app writes them.
        const { writes } = createWrites('salaries', parsed.value, (kind) => db.collection(`accounts/${uid}/${kind}`).doc().id);
        for (const write of writes)
          if (write.op === 'set') w.set(`accounts/${uid}/${write.collection}/${write.id}`, { ...write.data, ...writtenBy, createdAt: now, updatedAt: now });
      }
    });
  }
  w.set(`accounts/${uid}/meta/counters`, { clients, lastClientId: '' });
  w.set(`accounts/${uid}/meta/categories`, { expenses: account.pro ? ['Client gifts'] : [], revenues: [], salaries: [] });
  w.set(`accounts/${uid}`, { name: account.accountName ?? 'Demo Co', updatedAt: now }, { merge: true });
  await w.flush();
  if (clients > 0) await seedHistory(uid);
  return uid;
}

/**
 * A few months of history (docs/product/history.md) on the account's clients and deals: each
 * created months ago (some by an import), changed since (some through the API), deals moved on
 * to where they stand, and one client deleted 12 days ago that owners and managers can restore.
 * The create entries take the ids the trigger gives them (src/domain/history.ts writeEntryId), so
 * the trigger's own entry for the seed's write is this one, not a second.
 */
async function seedHistory(uid: string) {
  const days = 2555;
  const [clients, deals] = await Promise.all([db.collection(`accounts/${uid}/clients`).get(), db.collection(`accounts/${uid}/deals`).get()]);
  const writer = new DemoWriter(db);
  const put = (id: string, data: HistoryEntryData | null, at: Date) => {
    // Dates, not the functions' Timestamp class: this script has its own copy of the admin SDK.
    if (data) writer.set(`accounts/${uid}/history/${id}`, { ...data, at, expiresAt: historyExpiry(at, days), restoredAt: null });
  };
  const who = (i: number) => (i % 4 === 0 ? { writeMark: 'import:demo' } : i % 5 === 0 ? { writeMark: 'api:demo' } : {});
  clients.docs.forEach((snap, i) => {
    const now_ = snap.data();
    const first = { ...now_, value: Math.round(Number(now_.value ?? 0) * 0.8), status: 'active', lastContact: '', ...who(i) };
    put(writeEntryId('clients', snap.id, snap.updateTime), historyEntryOf('clients', snap.id, null, first), addDays(now, -(150 - i * 2)));
    put(
      `demo-${snap.id}-1`,
      historyEntryOf('clients', snap.id, first, { ...now_, ...(i % 5 === 0 ? { writeMark: 'api:demo-1' } : {}) }),
      addDays(now, -(40 - (i % 30))),
    );
  });
  const stages = DEFAULT_PIPELINE.stages;
  deals.docs.forEach((snap, i) => {
    const deal = snap.data();
    const created = (deal.createdAt as Timestamp | undefined)?.toDate() ?? addDays(now, -90);
    const first = { ...deal, stageId: stages[0]!.id, status: 'open', wonAt: '', lostAt: '', lostReason: '', revenueId: '' };
    put(writeEntryId('deals', snap.id, snap.updateTime), historyEntryOf('deals', snap.id, null, first), created);
    const moved = new Date((created.getTime() + now.getTime()) / 2 - i * 60_000);
    if (deal.stageId !== first.stageId) put(`demo-${snap.id}-1`, historyEntryOf('deals', snap.id, first, deal), moved);
  });
  const gone = {
    ...clients.docs[0]!.data(),
    name: 'Northwind Traders',
    email: 'orders@northwind.test',
    company: 'Northwind',
    notes: 'Closed their office in May.',
  };
  put('demo-deleted-client', historyEntryOf('clients', 'northwind-traders', null, gone), addDays(now, -160));
  put('demo-deleted-client-1', historyEntryOf('clients', 'northwind-traders', gone, null, { deletedBy: { actor: uid, source: 'app' } }), addDays(now, -12));
  await writer.flush();
}

/** A member of the team account: their member document and the account in users/{uid}.accounts. */
async function joinTeam(uid: string, account: DemoAccount, team: NonNullable<DemoAccount['team']>, teamAccountId: string) {
  const member: MemberDoc = {
    role: team.role,
    ownRecordsOnly: team.ownRecordsOnly,
    payroll: team.payroll,
    email: account.email,
    displayName: account.displayName,
    joinedAt: now,
    invitedBy: teamAccountId,
  };
  const w = new DemoWriter(db);
  w.set(`accounts/${teamAccountId}/members/${uid}`, member);
  // A member narrowed to their own records gets some to see: every third client and two tasks.
  if (team.ownRecordsOnly) {
    const give = async (kind: 'clients' | 'tasks', every: number, most: number) => {
      const snap = await db.collection(`accounts/${teamAccountId}/${kind}`).orderBy('__name__').get();
      snap.docs
        .filter((_, i) => i % every === 0)
        .slice(0, most)
        .forEach((d) => w.update(d.ref, { ownerId: uid, updatedBy: teamAccountId }));
    };
    await give('clients', 3, 10);
    await give('tasks', 3, 2);
  }
  w.set(`users/${uid}`, { onboardingCompleted: true, accounts: { [uid]: 'owner', [teamAccountId]: team.role } }, { merge: true });
  await w.flush();
}

/** A pending invitation to the team account (only the token's hash is stored; nobody holds the token). */
async function inviteToTeam(teamAccountId: string) {
  const token = randomBytes(32).toString('base64url');
  await db.doc(`invitations/${INVITATION_ID}`).set({
    accountId: teamAccountId,
    email: 'invited@demo.test',
    role: 'member',
    tokenHash: createHash('sha256').update(token).digest('hex'),
    expiresAt: addDays(now, 7),
    invitedBy: teamAccountId,
    status: 'pending',
    createdAt: now,
  });
}

/**
 * A note in the team account by its owner that mentions the manager (docs/product/history.md#mentions),
 * written once the manager has joined: the activities trigger gives them the notice under Mentions
 * (and its mail), as a note written in the app does.
 */
async function seedMention(teamAccountId: string) {
  const manager = await auth.getUserByEmail('team-manager@demo.test');
  const client = (await db.collection(`accounts/${teamAccountId}/clients`).orderBy('name').limit(1).get()).docs[0];
  if (!client) return;
  const text = `@${manager.displayName ?? 'Milo Manager'} could you send them the autumn price list before Friday?`;
  const parsed = parseActivity({ subject: client.id, kind: 'note', at: addDays(now, -1), text, mentions: [manager.uid] });
  if (!parsed.ok) throw new Error(`demo mention is invalid: ${parsed.message}`);
  await db
    .doc(`accounts/${teamAccountId}/activities/demo-mention`)
    .set({ ...parsed.value, authorId: teamAccountId, ownerId: client.get('ownerId') as string, createdAt: now, updatedAt: now });
}

try {
  let teamAccountId: string | null = null;
  for (const account of accounts) {
    const uid = await seedAccount(account, teamAccountId);
    if (account.email === TEAM_OWNER) teamAccountId = uid;
  }
  if (!teamAccountId) throw new Error(`${TEAM_OWNER} is missing from the demo accounts`);
  await inviteToTeam(teamAccountId);
  await seedMention(teamAccountId);
  const started = Date.now();
  const written = await seedDemoUsers(db, now, DEMO_CUSTOMERS);
  // The admin area's account summaries, whether or not the triggers that keep them ran meanwhile.
  await migrateAdminAccounts(db);
  console.log(
    `\n${DEMO_CUSTOMERS} demo customers with their activity for the admin pages (${written} documents, ${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
  // The app's address on this run's ports (CRM_PORT_OFFSET moves them).
  console.log(`\nDemo accounts (password for all: ${DEMO_PASSWORD}), on http://localhost:${emulatorPorts().hosting}/auth/login\n`);
  for (const a of accounts) console.log(`  ${a.email.padEnd(24)} ${a.what}`);
  console.log(`\n  A pending invitation to "${TEAM_NAME}" waits for invited@demo.test (as a member).\n`);
  process.exit(0);
} catch (error) {
  const text = error instanceof Error ? error.message : String(error);
  if (/ECONNREFUSED|fetch failed|UNAVAILABLE/.test(text)) console.error('The emulators are not running: start them with `npm start` first.');
  else console.error(text);
  process.exit(1);
}
