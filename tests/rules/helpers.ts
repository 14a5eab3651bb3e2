// Shared set-up for the Firestore rules tests (run against the emulator by the `integration`
// vitest project; FIRESTORE_EMULATOR_HOST comes from `firebase emulators:exec`).
//
// The clients are Firestore Lite, which talks REST over HTTP: in Node the full web SDK talks gRPC
// to the emulator, whose streams break now and then ("Received message larger than max",
// docs/decisions/0057 and 0144). Rules tests make one-off reads and writes, which Lite has.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment, type TokenOptions } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, serverTimestamp, setDoc, Timestamp, writeBatch, type Firestore } from 'firebase/firestore/lite';

import { afterAll, afterEach, beforeAll } from 'vitest';

// The rules tests' own project in the Firestore emulator. The app's project (demo-crm) has the
// functions' triggers registered: every write of these tests there ran one or two trigger
// invocations (tens of milliseconds of CPU each) that no rules test looks at. Rules are loaded
// per project (createRulesEnv), so the same rules apply here.
export const PROJECT_ID = 'demo-crm-rules';
export const DAY = 24 * 60 * 60 * 1000;

/** The rules loaded into the emulator; close the clients with `closeRulesClients` when done. */
export async function createRulesEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8') },
  });
}

const openApps: FirebaseApp[] = [];
let appCount = 0;

/**
 * A Firestore Lite client of the emulator with a mock ID token, as the rules see it: claims
 * (`sub` and `user_id` are the uid), none (signed out), or 'owner', the emulator's token that
 * bypasses the rules (what functions do with the Admin SDK).
 */
type MockToken = NonNullable<NonNullable<Parameters<typeof connectFirestoreEmulator>[3]>['mockUserToken']>;

function client(env: RulesTestEnvironment, token?: MockToken): Firestore {
  const emulator = env.emulators.firestore;
  if (!emulator) throw new Error('the Firestore emulator is not running (run the rules tests through npm test)');
  appCount += 1;
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'fake-api-key' }, `rules-test-${appCount}`);
  openApps.push(app);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, emulator.host, emulator.port, token ? { mockUserToken: token } : {});
  return db;
}

export type Role = 'user' | 'admin' | 'owner';

/** A signed-in client with exactly these token claims besides the uid (e.g. email_verified). */
export function signedInWith(env: RulesTestEnvironment, uid: string, claims: TokenOptions): Firestore {
  return client(env, { ...(claims as Record<string, unknown>), sub: uid, user_id: uid });
}

/** A signed-in client; `role`, when given, becomes the custom claim `role`. */
export function signedIn(env: RulesTestEnvironment, uid: string, role?: Role): Firestore {
  return signedInWith(env, uid, role ? { role } : {});
}

export function signedOut(env: RulesTestEnvironment): Firestore {
  return client(env);
}

/** A client the rules do not apply to, for seeding and inspecting. */
export function rulesOff(env: RulesTestEnvironment): Firestore {
  return client(env, 'owner');
}

async function closeClients(): Promise<void> {
  await Promise.all(openApps.splice(0).map((app) => deleteApp(app)));
}

export const ts = (d: Date | null | undefined): Timestamp | null => (d ? Timestamp.fromDate(d) : null);

export type SubscriptionSeed = {
  planId: string;
  status: string;
  trialEndsAt?: Date | null;
  currentPeriodEnd?: Date | null;
  paymentFailedAt?: Date | null;
  accountLocked?: boolean;
};

/** Writes documents with the rules switched off (what functions do with the Admin SDK). */
export async function seed(env: RulesTestEnvironment, docs: Record<string, Record<string, unknown>>): Promise<void> {
  const db = rulesOff(env);
  for (const [path, data] of Object.entries(docs)) {
    await setDoc(doc(db, path), data);
  }
}

export function subscriptionDoc(s: SubscriptionSeed, now = new Date()): Record<string, unknown> {
  return {
    planId: s.planId,
    status: s.status,
    trialEndsAt: ts(s.trialEndsAt ?? null),
    currentPeriodStart: ts(new Date(now.getTime() - 10 * DAY)),
    currentPeriodEnd: ts(s.currentPeriodEnd ?? null),
    paymentFailedAt: ts(s.paymentFailedAt ?? null),
    accountLocked: s.accountLocked ?? false,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    createdAt: ts(new Date(now.getTime() - 10 * DAY)),
    updatedAt: ts(now),
  };
}

export function userDoc(over: Record<string, unknown> = {}): Record<string, unknown> {
  const now = new Date();
  return {
    email: 'someone@example.com',
    displayName: 'Someone',
    role: 'user',
    planId: 'basic',
    subscriptionStatus: 'active',
    trialEndsAt: ts(new Date(now.getTime() + 7 * DAY)),
    createdAt: ts(now),
    updatedAt: ts(now),
    lastLogin: ts(now),
    status: 'active',
    onboardingCompleted: true,
    phone: '',
    company: '',
    bio: '',
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    claimsUpdatedAt: ts(now),
    ...over,
  };
}

export type AccountRole = 'owner' | 'manager' | 'member' | 'viewer';

/** accounts/{accountId} as the functions write it. */
export function accountDoc(over: Record<string, unknown> = {}): Record<string, unknown> {
  const now = new Date();
  return { name: 'Acme Ltd', createdBy: 'someone', createdAt: ts(now), updatedAt: ts(now), ...over };
}

/** accounts/{accountId}/members/{uid} as the functions write it. */
export function memberDoc(role: AccountRole, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    role,
    ownRecordsOnly: false,
    payroll: true,
    email: 'member@example.com',
    displayName: 'A member',
    joinedAt: ts(new Date()),
    invitedBy: null,
    ...over,
  };
}

/**
 * The cast of a team account's rules tests: olga owns the account, mara manages it, milo is a
 * Member, oscar a Member narrowed to his own records, vera a Viewer; otto is signed in but not a
 * member; sam is staff (admin) and not a member.
 */
export const TEAM_MEMBERS: Record<string, Record<string, unknown>> = {
  olga: memberDoc('owner'),
  mara: memberDoc('manager'),
  milo: memberDoc('member'),
  oscar: memberDoc('member', { ownRecordsOnly: true }),
  vera: memberDoc('viewer'),
};
export type TeamActor = 'olga' | 'mara' | 'milo' | 'oscar' | 'vera' | 'otto' | 'sam' | 'signed out';
export const TEAM_ACTORS: TeamActor[] = ['olga', 'mara', 'milo', 'oscar', 'vera', 'otto', 'sam', 'signed out'];

/** The browser of one of the cast. */
export function asTeamActor(env: RulesTestEnvironment, actor: TeamActor): Firestore {
  if (actor === 'signed out') return signedOut(env);
  return signedIn(env, actor, actor === 'sam' ? 'admin' : undefined);
}

/** Makes `uid` a member of account `accountId` with `role` (what accepting an invitation does). */
export async function seedMember(env: RulesTestEnvironment, accountId: string, uid: string, role: AccountRole): Promise<void> {
  await seed(env, { [`accounts/${accountId}/members/${uid}`]: memberDoc(role, { invitedBy: accountId === uid ? null : accountId }) });
}

/**
 * Seeds what a sign-up writes: users/{uid}, the person's own account accounts/{uid} with them as
 * its owner (accounts/{uid}/members/{uid}), and an active subscription of that account on
 * `planId` (trial/active, in good standing).
 */
export async function seedAccount(
  env: RulesTestEnvironment,
  uid: string,
  planId: 'basic' | 'pro' | 'custom',
  over: Partial<SubscriptionSeed> = {},
): Promise<void> {
  const now = new Date();
  await seed(env, {
    [`users/${uid}`]: userDoc({ planId, accounts: { [uid]: 'owner' } }),
    [`accounts/${uid}`]: accountDoc({ createdBy: uid }),
    [`accounts/${uid}/members/${uid}`]: memberDoc('owner'),
    [`subscriptions/${uid}`]: subscriptionDoc(
      {
        planId,
        status: 'active',
        trialEndsAt: new Date(now.getTime() + 7 * DAY),
        currentPeriodEnd: new Date(now.getTime() + 20 * DAY),
        ...over,
      },
      now,
    ),
  });
}

// ---------------------------------------------------------------------------------------------
// Valid record inputs (what the data layer writes), with server timestamps.

export const stamps = () => ({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });

export const validRecords = {
  clients: () => ({
    name: 'Acme Ltd',
    email: 'contact@acme.test',
    phone: '+1 555 0100',
    company: 'Acme',
    value: 1200.5,
    progress: 40,
    notes: '',
    dateAdded: '2024-05-01',
    lastContact: '',
    status: 'active',
    type: 'recurring',
    lastActivity: '',
  }),
  employees: () => ({ name: 'Dana', role: 'Designer', email: '', dateAdded: '2024-05-01' }),
  tasks: () => ({
    title: 'Ship it',
    description: 'Release 1.0',
    progress: 0,
    deadline: '2024-06-30',
    dateCreated: '2024-05-01',
    assignedEmployees: ['e1'],
    status: 'pending',
    subtasks: [{ id: 's1', title: 'Write notes', completed: false, progressValue: 0 }],
    clientId: '',
  }),
  salaries: () => ({
    employeeName: 'Dana',
    employeeId: 'e1',
    position: 'Designer',
    amount: 3000,
    payDate: '2024-05-31',
    status: 'pending',
    type: 'monthly',
    expenseId: '',
  }),
  revenues: () => ({
    source: 'Acme Ltd',
    amount: 500,
    description: 'May invoice',
    date: '2024-05-20',
    type: 'service',
    clientId: '',
  }),
  expenses: () => ({
    description: 'Laptop',
    amount: 999.99,
    category: 'equipment',
    notes: '',
    date: '2024-05-10',
    salaryId: '',
    clientId: '',
  }),
} as const;

export type Kind = keyof typeof validRecords;
export const KINDS = Object.keys(validRecords) as Kind[];
export const PRO_KINDS: Kind[] = ['employees', 'tasks', 'salaries', 'expenses'];

/** A complete record document as the data layer creates it. */
export function newRecord(kind: Kind, over: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...validRecords[kind](), ...stamps(), ...over };
}

/** The same record as stored by a seed (real timestamps instead of sentinels). */
export function storedRecord(kind: Kind, over: Record<string, unknown> = {}): Record<string, unknown> {
  const t = Timestamp.fromDate(new Date(Date.now() - DAY));
  return { ...validRecords[kind](), createdAt: t, updatedAt: t, ...over };
}

/** assertSucceeds when `allowed`, assertFails otherwise. */
export async function expectAllowed(allowed: boolean, op: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(op);
  else await assertFails(op);
}

/** Registers the suite's lifecycle: one rules environment, Firestore cleared after each test. */
export function setUpRulesEnv(receive: (env: RulesTestEnvironment) => void): void {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await createRulesEnv();
    receive(env);
  });
  afterEach(async () => {
    await closeClients();
    await env?.clearFirestore();
  });
  afterAll(async () => {
    await closeClients();
    await env?.cleanup();
  });
}

/** Deletes the clients made so far (setUpRulesEnv does it after each test). */
export const closeRulesClients = closeClients;

/**
 * A browser's delete of a client or deal (src/data/writer.ts markDeletion): the record's delete
 * and its deletion marker naming `by`, in one batch; `more` adds to the batch (the counter).
 */
export function markedDelete(db: Firestore, path: string, by: string, more?: (batch: ReturnType<typeof writeBatch>) => void): Promise<void> {
  const [, accountId, kind, id] = path.split('/');
  const batch = writeBatch(db);
  batch.delete(doc(db, path));
  batch.set(doc(db, `accounts/${accountId}/deletions/${kind}-${id}`), { kind, recordId: id, by, at: serverTimestamp() });
  more?.(batch);
  return batch.commit();
}
