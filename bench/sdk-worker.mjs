// Experiment (docs/decisions/0156): how much of the page's main thread the Firebase SDKs take on a
// returning visit, on the page's thread or in a module worker. A bare page (no app, no React)
// signs in, watches 200 clients and 200 revenues with the persistent cache and draws 50 rows of
// each. Each way is timed on a returning visit (its cache filled by a first visit) with the CPU
// slowed 4x: the sum of each long task's time over 50 ms, the longest task, the first list (from
// the cache) and both lists confirmed by the server. Runs only when named:
// CRM_BENCH_PARTS=sdkWorker npm run bench.
/* global window */ // used inside page.evaluate and addInitScript (runs in Chromium)
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorPorts } from '../scripts/ports.mjs';
import { serve } from './public-pages.mjs';
import { median } from './node-code.mjs';

const RECORDS = 200;
const ROUNDS = Number(process.env.CRM_SDK_WORKER_ROUNDS ?? 3);
const WAYS = [
  { name: 'page thread, multi-tab cache (as the app)', file: 'page.html', query: '?multi' },
  { name: 'page thread, single-tab cache', file: 'page.html', query: '?' },
  { name: 'module worker, single-tab cache', file: 'worker.html', query: '?' },
];

async function bundle(root, ports, projectId) {
  const out = mkdtempSync(join(tmpdir(), 'crm-sdk-worker-'));
  await build({
    entryPoints: ['main-page.js', 'main-worker.js', 'worker.js'].map((f) => join(root, 'bench', 'sdk-worker', f)),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    outdir: out,
    logLevel: 'warning',
    define: { __PORTS__: JSON.stringify({ auth: ports.auth, firestore: ports.firestore, projectId }) },
  });
  for (const name of ['page', 'worker'])
    writeFileSync(join(out, `${name}.html`), `<!doctype html><html><body><script type="module" src="/main-${name}.js"></script></body></html>`);
  writeFileSync(join(out, 'index.html'), '<!doctype html>');
  return out;
}

async function seedUser(ports, projectId) {
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${ports.auth}`;
  const app = getApps()[0] ?? initializeApp({ projectId });
  const db = getFirestore(app);
  const email = `sdk-worker-${Date.now()}@example.com`;
  const { uid } = await getAuth(app).createUser({ email, password: 'secret-123' });
  const now = new Date();
  const batch = db.batch();
  for (let i = 0; i < RECORDS; i += 1) {
    const clientId = db.collection('ids').doc().id;
    batch.set(db.doc(`accounts/${uid}/clients/${clientId}`), {
      name: `Client ${i}`,
      email: `client${i}@example.com`,
      company: 'Acme',
      value: i * 10,
      status: 'active',
      createdAt: now,
      updatedAt: now,
    });
    batch.set(db.doc(`accounts/${uid}/revenues/${db.collection('ids').doc().id}`), {
      source: `Client ${i}`,
      amount: 100 + (i % 50),
      date: '2026-01-15',
      clientId,
      createdAt: now,
      updatedAt: now,
    });
  }
  await batch.commit();
  return email;
}

const bothConfirmed = () => window.__log && ['clients', 'revenues'].every((k) => window.__log.some((l) => l[1] === k && l[3] === false));

async function visit(context, url, throttled) {
  const page = await context.newPage();
  if (throttled) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const problems = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.goto(url);
  try {
    await page.waitForFunction(bothConfirmed, null, { timeout: 120_000 });
  } catch (e) {
    const log = await page.evaluate(() => window.__log);
    throw new Error(`the lists were not confirmed: ${JSON.stringify(log).slice(0, 300)} ${problems.join(' | ').slice(0, 300)}`, { cause: e });
  }
  await page.waitForTimeout(throttled ? 4000 : 2000);
  const { tasks, log } = await page.evaluate(() => ({ tasks: window.__tasks, log: window.__log }));
  await page.close();
  const errors = log.filter((l) => l[0] === 'error');
  if (errors.length) throw new Error(`the page reported ${JSON.stringify(errors[0])}`);
  const confirmed = (kind) => log.find((l) => l[1] === kind && l[3] === false)?.[0] ?? NaN;
  return {
    blockingMs: Math.round(tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)),
    longestMs: Math.round(Math.max(0, ...tasks.map(([, d]) => d))),
    firstListMs: Math.round(log[0]?.[0] ?? NaN),
    bothConfirmedMs: Math.round(Math.max(confirmed('clients'), confirmed('revenues'))),
  };
}

export async function run(root) {
  const ports = emulatorPorts();
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-crm';
  const dir = await bundle(root, ports, projectId);
  const server = await serve(dir);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const email = await seedUser(ports, projectId);
    const results = [];
    for (const way of WAYS) {
      const context = await browser.newContext();
      await context.addInitScript(() => {
        window.__tasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration]);
        }).observe({ type: 'longtask', buffered: true });
      });
      results.push({ ...way, context, url: `${base}/${way.file}${way.query}&email=${encodeURIComponent(email)}`, runs: [] });
      // The first visit signs in and fills the cache.
      await visit(context, results.at(-1).url, false);
    }
    // Returning visits, the ways taken in turn in each round.
    for (let round = 0; round < ROUNDS; round += 1) for (const r of results) r.runs.push(await visit(r.context, r.url, true));
    const summary = {};
    for (const r of results) {
      await r.context.close();
      const m = (key) => median(r.runs.map((x) => x[key]));
      summary[r.name] = {
        blockingMs: m('blockingMs'),
        longestMs: m('longestMs'),
        firstListMs: m('firstListMs'),
        bothConfirmedMs: m('bothConfirmedMs'),
        runs: r.runs,
      };
      console.log(
        `   ${r.name.padEnd(42)} blocking ${String(m('blockingMs')).padStart(5)} ms (runs ${r.runs.map((x) => x.blockingMs).join(', ')}); longest task ${m('longestMs')} ms; first list ${m('firstListMs')} ms; both confirmed ${m('bothConfirmedMs')} ms`,
      );
    }
    const app = summary[WAYS[0].name].blockingMs;
    const worker = summary[WAYS[2].name].blockingMs;
    const ratio = Math.round((worker / Math.max(app, 1)) * 100) / 100;
    console.log(`   ratio worker / page thread (as the app), blocking: ${ratio} (medians of ${ROUNDS} returning visits, CPU 4x slower)`);
    return { records: RECORDS, rounds: ROUNDS, ways: summary, ratio };
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
