// Bench entry: Firestore reads per System Analytics visit with 5,000 users. The data layer's
// count() queries (src/data/admin-overview.ts, run for real through Vite's SSR loader, signed in
// as an admin so the rules apply) against the baseline of reading every user document.
//
// ASSUMES THE EMULATORS ARE RUNNING (bench/run.mjs starts them). Users: ANALYTICS_BENCH_USERS
// (default 5000).
import { join } from 'node:path';
import { withTriggersPaused } from './quiet.mjs';

const PROJECT_ID = 'demo-crm';
/** 18 count() queries of at most a few reads each (1 read per 1,000 index entries matched). */
export const TARGET_READS = 60;

const portOf = (host) => host.slice(host.lastIndexOf(':') + 1);

async function seedUsers(db, n) {
  const plans = ['basic', 'basic', 'basic', 'pro', 'pro', 'custom'];
  const statuses = ['active', 'active', 'trial', 'cancelled', 'trial', 'suspended', 'active'];
  const now = Date.now();
  for (let start = 0; start < n; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(n, start + 500); i++) {
      const created = new Date(now - ((i * 37) % 240) * 86_400_000);
      batch.set(db.doc(`users/bench-analytics-${i}`), {
        email: `bench-analytics-${i}@example.com`,
        displayName: `Bench ${i}`,
        role: i % 1000 === 0 ? 'admin' : 'user',
        planId: plans[i % plans.length],
        subscriptionStatus: statuses[i % statuses.length],
        createdAt: created,
        updatedAt: created,
      });
    }
    await batch.commit();
  }
}

export async function run(root) {
  const n = Number(process.env.ANALYTICS_BENCH_USERS || 5000);
  const { emulatorPorts } = await import(join(root, 'scripts', 'ports.mjs'));
  const ports = emulatorPorts();
  const firestore = process.env.FIRESTORE_EMULATOR_HOST ?? `127.0.0.1:${ports.firestore}`;
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${ports.auth}`;
  try {
    await fetch(`http://${firestore}/`, { signal: AbortSignal.timeout(2000) });
  } catch {
    console.log(`Analytics reads per visit: skipped, no emulators at ${firestore}.`);
    return { skipped: true };
  }
  process.env.FIRESTORE_EMULATOR_HOST = firestore;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = auth;
  Object.assign(process.env, {
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_EMULATOR_HOST: '127.0.0.1',
    VITE_AUTH_EMULATOR_PORT: portOf(auth),
    VITE_FIRESTORE_EMULATOR_PORT: portOf(firestore),
  });
  const { createServer } = await import('vite');
  const vite = await createServer({ root, mode: 'emulator', logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { getAuth } = await import('firebase-admin/auth');
  const admin = initializeApp({ projectId: PROJECT_ID }, `bench-analytics-${Date.now()}`);
  try {
    const { authApi } = await vite.ssrLoadModule('/src/data/auth.ts');
    const overview = await vite.ssrLoadModule('/src/data/admin-overview.ts');
    const { db } = await vite.ssrLoadModule('/src/data/firebase.ts');
    const { collection, getDocs } = await vite.ssrLoadModule('firebase/firestore');

    // Seeded with the background triggers paused: 5,000 search-field updates, which this part
    // does not read, would keep the machine busy into the next part (bench/quiet.mjs).
    await withTriggersPaused(() => seedUsers(getFirestore(admin), n));
    // An admin made with the Admin SDK (the claim is in the first ID token), signed in as the app does.
    const email = `bench-admin-${Date.now()}@example.com`;
    const staff = await getAuth(admin).createUser({ email, password: 'secret123' });
    await getAuth(admin).setCustomUserClaims(staff.uid, { role: 'admin' });
    await authApi.signIn(email, 'secret123');

    // One visit: the live watch until its first figures (change listener + 18 count() queries).
    overview.resetOverviewReads();
    const started = performance.now();
    const analytics = await new Promise((resolve, reject) => {
      const stop = overview.adminOverviewApi.watchAnalytics((a) => {
        stop();
        resolve(a);
      }, reject);
    });
    const visitMs = performance.now() - started;
    const reads = { ...overview.overviewReads };

    const baseStarted = performance.now();
    const baselineReads = (await getDocs(collection(db, 'users'))).size;
    const baselineMs = performance.now() - baseStarted;

    console.log(`Analytics reads per visit (${analytics.totalUsers} users)`);
    console.log(
      `   count() queries: ${reads.reads} reads (${reads.aggregationQueries} aggregations, ${reads.listenerReads} listener reads), ${visitMs.toFixed(0)} ms  (target: at most ${TARGET_READS} reads)`,
    );
    console.log(`   baseline, every user read: ${baselineReads} reads, ${baselineMs.toFixed(0)} ms`);
    console.log(
      `   ratio baseline / aggregation: ${(baselineReads / reads.reads).toFixed(1)}x fewer reads; ${reads.reads <= TARGET_READS ? 'within' : 'OVER'} target`,
    );
    console.log(
      `   figures: ${analytics.activeSubscriptions} active, ${analytics.trialUsers} on trial, $${analytics.monthlyRevenue}/month, trial conversion ${analytics.trialConversion.rate ?? 'N/A'}%`,
    );
    await authApi.signOut();
    return { users: analytics.totalUsers, reads, visitMs, baselineReads, baselineMs, target: TARGET_READS, withinTarget: reads.reads <= TARGET_READS };
  } finally {
    await deleteApp(admin);
    await vite.close();
  }
}
