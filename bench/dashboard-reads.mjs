// Bench entry: Firestore document reads per dashboard visit with thousands of records, through the
// data layer (src/data/dashboard.ts, run for real through Vite's SSR loader): the summary the
// functions keep (docs/decisions/0148), against the naive baseline of reading every record,
// measured in the same run. The account is seeded as one older than the summary, so the first
// visit has it rebuilt (timed) and the second is an ordinary visit.
//
// ASSUMES THE EMULATORS ARE RUNNING (e.g. `npm start`, or `firebase emulators:start` with
// CRM_PORT_OFFSET set as for the test runner). Ports come from FIRESTORE_EMULATOR_HOST /
// FIREBASE_AUTH_EMULATOR_HOST when set, else from scripts/ports.mjs and CRM_PORT_OFFSET.
// Records per kind: DASHBOARD_BENCH_RECORDS (default 2000).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const PROJECT_ID = 'demo-crm';

async function emulatorHosts(root) {
  const { emulatorPorts } = await import(join(root, 'scripts', 'ports.mjs'));
  const ports = emulatorPorts();
  return {
    firestore: process.env.FIRESTORE_EMULATOR_HOST ?? `127.0.0.1:${ports.firestore}`,
    auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${ports.auth}`,
    functions: `127.0.0.1:${ports.functions}`,
  };
}

function portOf(host) {
  return host.slice(host.lastIndexOf(':') + 1);
}

async function seed(db, uid, n) {
  const { FieldValue } = await import('firebase-admin/firestore');
  // The founder's account: its id is their uid (docs/product/accounts.md).
  const user = db.collection('accounts').doc(uid);
  const today = new Date();
  const month = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
  const categories = ['office', 'marketing', 'travel', 'software', 'equipment', 'utilities', 'salary'];
  const make = {
    clients: (i) => ({
      name: `Client ${i}`,
      email: `c${i}@example.com`,
      phone: '',
      company: '',
      value: i,
      progress: 0,
      notes: '',
      dateAdded: '2025-01-01',
      lastContact: '',
      status: i % 3 ? 'active' : 'former',
      type: 'one-time',
    }),
    revenues: (i) => ({
      source: `Source ${i}`,
      amount: 10 + (i % 50),
      description: '',
      date: i % 4 ? '2025-01-15' : `${month}-01`,
      type: 'service',
      clientId: '',
    }),
    expenses: (i) => ({
      description: `Cost ${i}`,
      amount: 5 + (i % 20),
      category: categories[i % categories.length],
      notes: '',
      date: i % 5 ? '2025-02-01' : `${month}-02`,
      // One in ten paid a salary: the payroll part of the summary, which a member without payroll never reads.
      salaryId: i % 10 ? '' : `salary-${i}`,
      clientId: '',
    }),
    salaries: (i) => ({
      employeeName: `E ${i}`,
      employeeId: '',
      position: 'Staff',
      amount: 100,
      payDate: '2025-01-01',
      status: i % 2 ? 'paid' : 'pending',
      type: 'monthly',
      expenseId: '',
    }),
  };
  const sizes = { clients: n, revenues: n, expenses: n, salaries: Math.ceil(n / 10) };
  for (const [kind, count] of Object.entries(sizes)) {
    for (let start = 0; start < count; start += 500) {
      const batch = db.batch();
      for (let i = start; i < Math.min(count, start + 500); i++) {
        batch.set(user.collection(kind).doc(), { ...make[kind](i), createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
      }
      await batch.commit();
    }
  }
  return sizes;
}

/** Whether chart.js is among the sources of the landing page's initial chunks (bundle-size's build). */
function chartJsInLanding(root) {
  const outDir = join(root, '.cache', 'bench-dist');
  const manifestPath = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  ['index.html', 'src/features/marketing/landing-page.tsx'].forEach(visit);
  for (const file of files) {
    const map = join(outDir, `${file}.map`);
    if (!existsSync(map)) continue;
    const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
    if (sources.some((s) => /node_modules\/(chart\.js|react-chartjs-2)\//.test(s))) return true;
  }
  return false;
}

/** An ordinary dashboard visit of `accountId`: the live watch until its three listeners have heard from the server. */
/**
 * One visit through watchFigures, until every listener has heard the server: the summary, its
 * payroll part (members with payroll only), the newest clients and the newest revenues.
 */
async function watchVisit(dash, accountId, options = {}) {
  const listeners = options.payroll === false ? 3 : 4;
  dash.resetDashboardReads();
  const started = performance.now();
  const figures = await new Promise((resolve, reject) => {
    let latest = null;
    const stop = dash.dashboardApi.watchFigures(
      accountId,
      (f) => {
        latest = f;
      },
      reject,
      options,
    );
    const giveUp = setTimeout(() => {
      clearInterval(wait);
      stop();
      reject(new Error('the dashboard did not hear from the server within 60 s'));
    }, 60_000);
    const wait = setInterval(() => {
      if (latest && dash.dashboardReads.serverAnswers >= listeners) {
        clearTimeout(giveUp);
        clearInterval(wait);
        stop();
        resolve(latest);
      }
    }, 10);
  });
  return { figures, ms: performance.now() - started, reads: { ...dash.dashboardReads } };
}

export async function run(root) {
  const n = Number(process.env.DASHBOARD_BENCH_RECORDS || 2000);
  const hosts = await emulatorHosts(root);
  try {
    await fetch(`http://${hosts.firestore}/`, { signal: AbortSignal.timeout(2000) });
    await fetch(`http://${hosts.auth}/`, { signal: AbortSignal.timeout(2000) });
  } catch {
    console.log(`Dashboard reads per visit: skipped, no emulators at ${hosts.firestore} / ${hosts.auth} (start them with npm start).`);
    return { skipped: true };
  }
  process.env.FIRESTORE_EMULATOR_HOST = hosts.firestore;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = hosts.auth;
  // The data layer reads these through import.meta.env (Vite gives VITE_* from process.env priority).
  Object.assign(process.env, {
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_EMULATOR_HOST: '127.0.0.1',
    VITE_AUTH_EMULATOR_PORT: portOf(hosts.auth),
    VITE_FIRESTORE_EMULATOR_PORT: portOf(hosts.firestore),
    VITE_FUNCTIONS_EMULATOR_PORT: portOf(hosts.functions),
  });

  const { createServer } = await import('vite');
  const vite = await createServer({ root, mode: 'emulator', logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const admin = initializeApp({ projectId: PROJECT_ID }, `bench-${Date.now()}`);
  try {
    const { authApi } = await vite.ssrLoadModule('/src/data/auth.ts');
    const dash = await vite.ssrLoadModule('/src/data/dashboard.ts');
    const { db } = await vite.ssrLoadModule('/src/data/firebase.ts');
    const { collection, getDocs } = await vite.ssrLoadModule('firebase/firestore');

    const email = `bench-${Date.now()}@example.com`;
    const { uid } = await authApi.signUp({ displayName: 'Bench', email, password: 'secret123' });
    const adminDb = getFirestore(admin);
    // An account older than the summary: no shards (so the seeded writes' triggers leave it alone).
    await Promise.all((await adminDb.collection(`accounts/${uid}/summary`).get()).docs.map((d) => d.ref.delete()));
    const sizes = await seed(adminDb, uid, n);
    const total = Object.values(sizes).reduce((a, b) => a + b, 0);

    // The first visit: the summary is rebuilt from every record.
    dash.resetDashboardReads();
    const rebuildStarted = performance.now();
    const first = await dash.loadFigures(uid);
    const rebuildMs = performance.now() - rebuildStarted;
    const rebuilds = dash.dashboardReads.rebuilds;

    // An ordinary visit: the live watch until its three listeners have heard from the server.
    const owner = await watchVisit(dash, uid);
    const { figures, ms: visitMs } = owner;
    const reads = owner.reads;

    // Baseline: what a dashboard reading every record costs (one read per document).
    const baseStarted = performance.now();
    let baselineReads = 0;
    for (const kind of ['clients', 'revenues', 'expenses', 'salaries']) {
      baselineReads += (await getDocs(collection(db, 'accounts', uid, kind))).size;
    }
    const baselineMs = performance.now() - baseStarted;

    const ratio = baselineReads / reads.reads;
    const chartJs = chartJsInLanding(root);
    console.log(`Dashboard reads per visit (${total} records: ${JSON.stringify(sizes)})`);
    console.log(
      `   a visit: ${reads.reads} reads (${reads.summaryReads} summary shards, ${reads.listReads} newest clients and revenues), ${visitMs.toFixed(0)} ms  target <= 20 whatever the number of records${reads.reads > 20 ? '  OVER' : ''}`,
    );
    console.log(`   first visit of an account without a summary: rebuilt (${rebuilds} call) from ${total} records in ${rebuildMs.toFixed(0)} ms`);
    const same = JSON.stringify(first) === JSON.stringify(figures);
    const expectedClients = sizes.clients;
    console.log(
      `   figures after the rebuild = figures of the visit: ${same ? 'yes' : 'NO'}; clients counted ${figures.clients.total} of ${expectedClients}${figures.clients.total === expectedClients ? '' : '  WRONG'}`,
    );
    console.log(`   baseline, every record read: ${baselineReads} reads, ${baselineMs.toFixed(0)} ms`);
    console.log(`   ratio baseline / summary: ${ratio.toFixed(1)}x fewer reads`);
    console.log(
      `   figures: ${figures.clients.active}/${figures.clients.total} active clients, revenue ${figures.revenue.total}, expenses ${figures.expenses.total}`,
    );
    if (chartJs !== null) console.log(`   Chart.js in the landing page's initial chunks: ${chartJs ? 'YES' : 'no'}`);
    await authApi.signOut();

    // A member of the owner's account (docs/product/accounts.md): a second sign-in whose
    // users/{uid}.accounts names the owner's account as 'member', with its member document. The
    // browser would open the shared account from localStorage `crm.openAccount.{memberUid}`; here
    // the data layer is called with that account id directly, which is what the app does with it.
    const memberEmail = `bench-member-${Date.now()}@example.com`;
    const { uid: memberUid } = await authApi.signUp({ displayName: 'Bench Member', email: memberEmail, password: 'secret123' });
    await adminDb.doc(`accounts/${uid}/members/${memberUid}`).set({
      role: 'member',
      ownRecordsOnly: false,
      payroll: false,
      email: memberEmail,
      displayName: 'Bench Member',
      joinedAt: new Date(),
      invitedBy: uid,
    });
    await adminDb.doc(`users/${memberUid}`).set({ accounts: { [memberUid]: 'owner', [uid]: 'member' } }, { merge: true });
    // Without payroll (as this member is): the app asks for the figures without it, and the payroll
    // part of the summary is never read (docs/decisions/0186).
    const member = await watchVisit(dash, uid, { payroll: false });
    console.log(
      `   a member's visit of the shared account (no payroll): ${member.reads.reads} reads (${member.reads.summaryReads} summary shards, ${member.reads.listReads} newest clients and revenues), ${member.ms.toFixed(0)} ms  target <= 20${member.reads.reads > 20 ? '  OVER' : ''}`,
    );
    const memberSame =
      JSON.stringify({ ...member.figures, expenses: null, netProfit: null, expensesByCategory: null, pendingSalaries: null }) ===
        JSON.stringify({ ...figures, expenses: null, netProfit: null, expensesByCategory: null, pendingSalaries: null }) &&
      member.figures.expenses.total < figures.expenses.total &&
      member.figures.pendingSalaries === 0;
    console.log(
      `   the member's figures = the owner's without the payroll (expenses ${member.figures.expenses.total} of ${figures.expenses.total}): ${memberSame ? 'yes' : 'NO'}`,
    );
    await authApi.signOut();
    return {
      records: sizes,
      reads,
      visitMs,
      rebuildMs,
      baselineReads,
      baselineMs,
      ratio,
      chartJsInLanding: chartJs,
      member: { reads: member.reads, visitMs: member.ms, sameFigures: memberSame },
    };
  } finally {
    await deleteApp(admin);
    await vite.close();
  }
}
