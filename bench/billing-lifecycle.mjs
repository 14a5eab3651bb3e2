// The scheduled subscription lifecycle (functions/src/billing/lifecycle.ts) over 2,000
// subscriptions of which 40 are due (20 payment failures past the 3-day grace, 20 cancelled Pro
// plans past their period), against a baseline of 40 subscriptions that are all due, measured in
// the same run. The ratio shows the run's cost follows the due subscriptions, not the total.
// Needs the emulators running (`npm start`; with CRM_PORT_OFFSET=N the ports of that offset).
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorPorts } from '../scripts/ports.mjs';

const DAY = 24 * 60 * 60 * 1000;

async function loadRunner(root) {
  const out = join(root, '.cache', 'bench', 'lifecycle.mjs');
  mkdirSync(join(root, '.cache', 'bench'), { recursive: true });
  await build({
    entryPoints: [join(root, 'functions', 'src', 'billing', 'lifecycle.ts')],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
    logLevel: 'warning',
  });
  return import(pathToFileURL(out).href);
}

async function seed(db, prefix, healthy, failing, ended, now) {
  let batch = db.batch();
  let n = 0;
  const put = async (uid, sub) => {
    batch.set(db.doc(`subscriptions/${uid}`), sub);
    batch.set(db.doc(`users/${uid}`), { planId: sub.planId, subscriptionStatus: sub.status });
    n += 2;
    if (n >= 400) {
      await batch.commit();
      batch = db.batch();
      n = 0;
    }
  };
  const base = { trialEndsAt: null, currentPeriodStart: now, accountLocked: false, stripeCustomerId: null, stripeSubscriptionId: null };
  for (let i = 0; i < healthy; i += 1) {
    await put(`${prefix}-h${i}`, { ...base, planId: 'basic', status: 'active', currentPeriodEnd: new Date(now.getTime() + 20 * DAY), paymentFailedAt: null });
  }
  for (let i = 0; i < failing; i += 1) {
    await put(`${prefix}-f${i}`, {
      ...base,
      planId: 'basic',
      status: 'active',
      currentPeriodEnd: new Date(now.getTime() + 20 * DAY),
      paymentFailedAt: new Date(now.getTime() - 4 * DAY),
    });
  }
  for (let i = 0; i < ended; i += 1) {
    await put(`${prefix}-e${i}`, { ...base, planId: 'pro', status: 'cancelled', currentPeriodEnd: new Date(now.getTime() - DAY), paymentFailedAt: null });
  }
  if (n) await batch.commit();
}

async function clear(db) {
  for (const name of ['subscriptions', 'users']) {
    const snap = await db.collection(name).get();
    const writer = db.bulkWriter();
    snap.docs.forEach((d) => writer.delete(d.ref));
    await writer.close();
  }
}

export async function run(root) {
  const ports = emulatorPorts();
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
  try {
    await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/`, { signal: AbortSignal.timeout(3000) });
  } catch {
    console.log('   billing lifecycle: skipped (start the emulators first: npm start)');
    return { skipped: true };
  }
  const projectId = `bench-lifecycle-${Date.now()}`;
  const app = getApps().find((a) => a.name === projectId) ?? initializeApp({ projectId }, projectId);
  const db = getFirestore(app);
  const { runLifecycle } = await loadRunner(root);
  const now = new Date();

  const time = async (label, healthy, due) => {
    await clear(db);
    await seed(db, label, healthy, due / 2, due / 2, now);
    const started = performance.now();
    const report = await runLifecycle(db, now);
    const ms = performance.now() - started;
    if (report.suspended.length !== due / 2 || report.ended.length !== due / 2) throw new Error(`${label}: unexpected report`);
    return ms;
  };
  await time('warm', 0, 4); // first queries pay the emulator's warm-up
  const baseline = await time('small', 0, 40);
  const big = await time('big', 1960, 40);
  await clear(db);
  const ratio = big / baseline;
  console.log(`   lifecycle run, 40 due of 40:    ${baseline.toFixed(0)} ms (baseline)`);
  console.log(`   lifecycle run, 40 due of 2,000: ${big.toFixed(0)} ms  ratio ${ratio.toFixed(2)} (target: below 2)`);
  return { baselineMs: Math.round(baseline), bigMs: Math.round(big), ratio: Math.round(ratio * 100) / 100 };
}
