// Clients search with 10,000 clients (and 10,000 revenues) in Chromium, against a baseline of 100
// clients measured in the same run. Needs the app and emulators running (`npm start`; with
// CRM_PORT_OFFSET=N the ports of that offset). Prints time to first render of the list and the
// time from a keystroke in the search box to the filtered list painted (median, max; target 50 ms)
// and the time until all 10,000 clients are loaded (target 10 s). `runCustomFields` (bench part
// 3d) times the same 10,000 clients loaded with 20 custom field values each (mixed kinds) and the
// account's 20 definitions, beside the plain 10,000 measured in the same run.
import { chromium } from '@playwright/test';
/* global window, document, requestAnimationFrame, MutationObserver */ // used inside page.evaluate (runs in Chromium)
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorPorts } from '../scripts/ports.mjs';
import { median, round } from './node-code.mjs';
import { withTriggersPaused } from './quiet.mjs';

const TARGET_MS = 50;
// Every client of the big list loaded (the Total Clients stat counts them all), from sign-in.
const ALL_LOADED_TARGET_MS = 10_000;
const BIG = 10_000;
const SMALL = 100;
// Each keystroke changes the matches: '7' -> '73' -> '731', then back with Backspace.
const KEYS = ['7', '3', '1', 'Backspace', 'Backspace', 'Backspace', '4', '2', 'Backspace', 'Backspace'];

async function reachable(url) {
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(3000) });
    return r.ok;
  } catch {
    return false;
  }
}

function admin(ports) {
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${ports.auth}`;
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-crm' });
  return { db: getFirestore(app), auth: getAuth(app) };
}

// The 20 custom fields of the custom-fields run, of mixed kinds (docs/product/custom-fields.md).
const FIELD_KINDS = [
  'text',
  'text',
  'text',
  'text',
  'longText',
  'number',
  'number',
  'amount',
  'amount',
  'date',
  'date',
  'date',
  'yesNo',
  'yesNo',
  'choice',
  'choice',
  'choices',
  'email',
  'phone',
  'link',
];
const CHOICES = ['Family', 'Property', 'Criminal', 'Employment', 'Immigration'];
export const BENCH_FIELDS = FIELD_KINDS.map((kind, i) => ({
  id: `f${String(i + 1).padStart(2, '0')}`,
  label: `Field ${i + 1} (${kind})`,
  kind,
  required: false,
  choices: kind === 'choice' || kind === 'choices' ? CHOICES : [],
  archived: false,
  order: i,
}));

/** The 20 values of client `i` (each valid for its field's kind). */
export function benchValues(i) {
  const out = {};
  BENCH_FIELDS.forEach((f, j) => {
    const n = i * 31 + j * 7;
    const day = `2026-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`;
    out[f.id] = {
      text: `Ref ${n % 9973}-${j}`,
      longText: `Notes for client ${i}: met on site, follow-up agreed, documents ${n % 50} of 50 received.`,
      number: n % 997,
      amount: Math.round((n % 100_000) * 1.37) / 100,
      date: day,
      yesNo: n % 2 === 0,
      choice: CHOICES[n % CHOICES.length],
      choices: [CHOICES[n % CHOICES.length], CHOICES[(n + 2) % CHOICES.length]],
      email: `contact${i}.${j}@example.com`,
      phone: `+1 555 01${String(n % 100).padStart(2, '0')} ${String(1000 + (n % 9000)).padStart(4, '0')}`,
      link: `https://example.com/case/${i}/${j}`,
    }[f.kind];
  });
  return out;
}

async function seed(db, uid, clients, revenues, withFields = false) {
  const companies = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne', 'Wonka'];
  const writes = [];
  const now = new Date();
  // Ids as the app makes them (Firestore's random 20-character ids), so anything that depends on
  // the ids (a read split by id range, tried in docs/decisions/0156) sees a real account's.
  const clientIds = Array.from({ length: Math.max(clients, revenues) }, () => db.collection('ids').doc().id);
  for (let i = 0; i < clients; i += 1) {
    writes.push([
      `accounts/${uid}/clients/${clientIds[i]}`,
      {
        name: `Client ${i}`,
        email: `client${i}@example.com`,
        phone: '',
        company: companies[i % companies.length],
        value: i % 1000,
        progress: i % 101,
        notes: '',
        dateAdded: '2026-01-01',
        lastContact: '',
        status: ['active', 'inactive', 'former'][i % 3],
        type: i % 2 ? 'recurring' : 'one-time',
        ...(withFields ? { customFields: benchValues(i) } : {}),
        createdAt: new Date(now.getTime() - i),
        updatedAt: now,
      },
    ]);
  }
  if (withFields) writes.push([`accounts/${uid}/fieldDefinitions/clients`, { fields: BENCH_FIELDS, updatedAt: now, updatedBy: uid }]);
  for (let i = 0; i < revenues; i += 1) {
    writes.push([
      `accounts/${uid}/revenues/${db.collection('ids').doc().id}`,
      {
        source: `Client ${i}`,
        amount: 100 + (i % 50),
        description: '',
        date: '2026-01-15',
        type: 'service',
        clientId: clientIds[i],
        createdAt: new Date(now.getTime() - i),
        updatedAt: now,
      },
    ]);
  }
  writes.push([`accounts/${uid}/meta/counters`, { clients, lastClientId: '' }]);
  // The emulators' background functions are paused while seeding: 20,000 trigger invocations
  // (dashboard summary, new-client notices) would keep the CPU busy through the measurement.
  await withTriggersPaused(async () => {
    for (let i = 0; i < writes.length; i += 450) {
      const batch = db.batch();
      for (const [path, data] of writes.slice(i, i + 450)) batch.set(db.doc(path), data);
      await batch.commit();
    }
  });
}

/**
 * Signs `email` in once over the Auth emulator's REST API, untimed. Turning the triggers back on
 * after seeding (see `seed`) reloads every function, so the next sign-in would start the sign-in
 * function's worker afresh (about 2.2 s, against 0.1 s on a running service): a cost of the
 * bench's seeding, not of the app, which the timed sign-in must not carry.
 */
async function signInOnce(email) {
  const { auth } = emulatorPorts();
  const r = await fetch(`http://127.0.0.1:${auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret-123', returnSecureToken: true }),
  });
  if (!r.ok) throw new Error(`the untimed sign-in after seeding failed: ${r.status} ${await r.text()}`);
}

async function makePro(db, uid) {
  const end = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  await db
    .doc(`subscriptions/${uid}`)
    .set({ planId: 'pro', status: 'active', trialEndsAt: end, currentPeriodEnd: end, paymentFailedAt: null, accountLocked: false }, { merge: true });
  await db.doc(`users/${uid}`).set({ planId: 'pro', subscriptionStatus: 'active' }, { merge: true });
}

async function signUp(page, base, email) {
  await page.goto(`${base}/auth/signup`);
  await page.getByLabel('Full Name', { exact: true }).fill('Bench User');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  await page.getByLabel('Confirm Password', { exact: true }).fill('secret-123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
}

/**
 * Signs in as `email` from a fresh browser context (empty cache, as on another device), lands on
 * /clients, and times the first client card and all `count` clients, from the Sign In click.
 */
async function signInAndLoad(browser, base, email, count) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/auth/login?redirect=${encodeURIComponent('/clients')}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  const signInAt = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/clients$/, { timeout: 60_000 });

  // First render: from the Sign In click to the first client card in the DOM (the redirect
  // lands on /clients without a reload, so the list loads with the session).
  try {
    await page.waitForSelector('ul[aria-label="Clients"] article', { timeout: 300_000 });
  } catch (e) {
    const text = await page.evaluate(() => document.body.innerText.slice(0, 500));
    throw new Error(`the clients list did not appear; the page shows: ${text}`, { cause: e });
  }
  const firstRender = (await page.evaluate(() => performance.now())) - signInAt;
  // Wait until every seeded client has arrived (the stat counts them).
  try {
    await page.waitForFunction((n) => document.querySelector('[data-testid="stat-Total Clients"]')?.textContent?.replace(/\D/g, '') === String(n), count, {
      timeout: 300_000,
    });
  } catch (e) {
    const shown = await page.evaluate(() => document.querySelector('[data-testid="stat-Total Clients"]')?.textContent ?? '(no stat)');
    throw new Error(`expected ${count} clients on the page, it shows ${shown}`, { cause: e });
  }
  const allLoaded = (await page.evaluate(() => performance.now())) - signInAt;
  return { context, page, firstRenderMs: round(firstRender), allLoadedMs: round(allLoaded) };
}

/**
 * Seeds a user with `count` clients and revenues, opens /clients from a fresh context and times
 * it, then each keystroke's repaint. With `again`, a second fresh context signs in afterwards and
 * is timed too (the emulator then warm: see `run`).
 */
async function measure(browser, base, db, auth, count, again = false, withFields = false) {
  // Sign up in one browser context, seed with the Admin SDK while no tab listens, then sign in
  // from a fresh context (empty cache), as a returning user on another device would.
  const email = `bench-${count}${withFields ? '-fields' : ''}-${Date.now()}@example.com`;
  const signUpContext = await browser.newContext();
  await signUp(await signUpContext.newPage(), base, email);
  await signUpContext.close();
  const { uid } = await auth.getUserByEmail(email);
  await makePro(db, uid);
  await seed(db, uid, count, count, withFields);
  await signInOnce(email);

  const { context, page, firstRenderMs, allLoadedMs } = await signInAndLoad(browser, base, email, count);
  const search = page.getByRole('searchbox', { name: 'Search clients' });
  await search.focus();
  const keystrokes = [];
  for (const key of KEYS) {
    await page.evaluate(() => {
      window.__t0 = undefined;
      window.__t1 = undefined;
      const target = document.querySelector('main') ?? document.body;
      const done = () => requestAnimationFrame(() => setTimeout(() => (window.__t1 = performance.now()), 0));
      const mo = new MutationObserver(() => {
        mo.disconnect();
        done();
      });
      document.addEventListener(
        'keydown',
        () => {
          window.__t0 = performance.now();
          mo.observe(target, { childList: true, subtree: true, characterData: true });
        },
        { once: true, capture: true },
      );
    });
    await page.keyboard.press(key);
    await page.waitForFunction(() => window.__t1 !== undefined, null, { timeout: 10_000 });
    keystrokes.push(await page.evaluate(() => window.__t1 - window.__t0));
  }
  await context.close();
  const second = again ? await signInAndLoad(browser, base, email, count) : null;
  await second?.context.close();
  return {
    count,
    firstRenderMs,
    allLoadedMs,
    ...(second ? { againFirstRenderMs: second.firstRenderMs, againAllLoadedMs: second.allLoadedMs } : {}),
    keystrokeMs: keystrokes.map(round),
    medianMs: round(median(keystrokes)),
    maxMs: round(Math.max(...keystrokes)),
  };
}

/** The browser and the Admin SDK of a run, or null (printed) when the app is not running. */
async function start(title) {
  const ports = emulatorPorts();
  const base = `http://127.0.0.1:${ports.hosting}`;
  console.log(`${title} (app at ${base}; this bench assumes \`npm start\` is running${ports.offset ? ` with CRM_PORT_OFFSET=${ports.offset}` : ''})`);
  if (!(await reachable(base))) {
    console.log('   skipped: the app is not running. Start it with `npm start` and run the bench again.');
    return { skipped: true, reason: `app not reachable at ${base}` };
  }
  const { db, auth } = admin(ports);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  return { base, db, auth, browser };
}

/** The size of a stored client, roughly (its fields as JSON), with and without the 20 values. */
function clientBytes(withFields) {
  const client = { name: 'Client 5000', email: 'client5000@example.com', phone: '', company: 'Hooli', value: 0, progress: 50, notes: '' };
  const more = { dateAdded: '2026-01-01', lastContact: '', status: 'active', type: 'recurring', createdAt: 0, updatedAt: 0 };
  return JSON.stringify({ ...client, ...more, ...(withFields ? { customFields: benchValues(5000) } : {}) }).length;
}

/**
 * Part 3d: 10,000 clients loaded, plain and with 20 custom field values each (and the account's 20
 * definitions), one after the other in this run, each from a fresh browser and again once the
 * emulator is warm; the same 10 s target for all loaded, and the search keystrokes, which now
 * also go through the text-kind values.
 */
export async function runCustomFields() {
  const started = await start(`Clients list, ${BIG} clients with ${BENCH_FIELDS.length} custom fields each, beside the plain ${BIG}, in Chromium`);
  if (started.skipped) return started;
  const { base, db, auth, browser } = started;
  try {
    const line = (name, r) =>
      console.log(
        `   ${name.padEnd(22)} first list render ${String(r.firstRenderMs).padStart(7)} ms, all loaded ${String(r.allLoadedMs).padStart(7)} ms (again, emulator warm: ${r.againFirstRenderMs} ms, ${r.againAllLoadedMs} ms); keystroke median ${r.medianMs} ms, max ${r.maxMs} ms`,
      );
    console.log(`   seeding ${BIG} clients and ${BIG} revenues (Admin SDK batches)...`);
    const plain = await measure(browser, base, db, auth, BIG, true);
    line('plain', plain);
    console.log(
      `   seeding ${BIG} clients with ${BENCH_FIELDS.length} values each (${clientBytes(true)} bytes of JSON a client against ${clientBytes(false)}) and ${BIG} revenues...`,
    );
    const fields = await measure(browser, base, db, auth, BIG, true, true);
    line(`${BENCH_FIELDS.length} custom fields`, fields);
    const verdict = (ms) => (ms <= ALL_LOADED_TARGET_MS ? 'meets' : `MISSES by ${round(ms - ALL_LOADED_TARGET_MS)} ms`);
    const keyVerdict = fields.medianMs <= TARGET_MS ? 'meets' : 'MISSES';
    console.log(
      `   with ${BENCH_FIELDS.length} custom fields: all loaded ${fields.allLoadedMs} ms (${verdict(fields.allLoadedMs)} the ${ALL_LOADED_TARGET_MS} ms target; plain ${plain.allLoadedMs} ms, ratio ${round(fields.allLoadedMs / plain.allLoadedMs)}); warm ${fields.againAllLoadedMs} ms (${verdict(fields.againAllLoadedMs)}; plain ${plain.againAllLoadedMs} ms, ratio ${round(fields.againAllLoadedMs / plain.againAllLoadedMs)})`,
    );
    console.log(
      `   keystroke -> painted with ${BENCH_FIELDS.length} custom fields: median ${fields.medianMs} ms, max ${fields.maxMs} ms; ${keyVerdict} the ${TARGET_MS} ms target (plain median ${plain.medianMs} ms)`,
    );
    return {
      plain,
      customFields: fields,
      fields: BENCH_FIELDS.length,
      clientBytes: { plain: clientBytes(false), customFields: clientBytes(true) },
      allLoadedTargetMs: ALL_LOADED_TARGET_MS,
      meetsAllLoadedTarget: fields.allLoadedMs <= ALL_LOADED_TARGET_MS,
      meetsAllLoadedTargetWarm: fields.againAllLoadedMs <= ALL_LOADED_TARGET_MS,
      allLoadedRatio: round(fields.allLoadedMs / plain.allLoadedMs),
      allLoadedRatioWarm: round(fields.againAllLoadedMs / plain.againAllLoadedMs),
      targetMs: TARGET_MS,
      meetsTarget: fields.medianMs <= TARGET_MS,
    };
  } finally {
    await browser.close();
  }
}

export async function run() {
  const ports = emulatorPorts();
  const base = `http://127.0.0.1:${ports.hosting}`;
  console.log(
    `Clients search in Chromium (app at ${base}; this bench assumes \`npm start\` is running${ports.offset ? ` with CRM_PORT_OFFSET=${ports.offset}` : ''})`,
  );
  if (!(await reachable(base))) {
    console.log('   skipped: the app is not running. Start it with `npm start` and run the bench again.');
    return { skipped: true, reason: `app not reachable at ${base}` };
  }
  const { db, auth } = admin(ports);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const print = (r) =>
      console.log(
        `   ${String(r.count).padStart(6)} clients: sign-in to first list render ${String(r.firstRenderMs).padStart(7)} ms, to all loaded ${String(r.allLoadedMs).padStart(7)} ms; keystroke -> painted median ${r.medianMs} ms, max ${r.maxMs} ms (${r.keystrokeMs.join(', ')})`,
      );
    const small = await measure(browser, base, db, auth, SMALL);
    print(small);
    console.log(`   seeding ${BIG} clients and ${BIG} revenues (Admin SDK batches)...`);
    const big = await measure(browser, base, db, auth, BIG, true);
    print(big);
    const ratio = round(big.medianMs / Math.max(small.medianMs, 0.1));
    const verdict = big.medianMs <= TARGET_MS ? 'meets' : 'MISSES';
    console.log(`   ratio ${BIG} / ${SMALL} keystroke median: ${ratio}; ${verdict} the ${TARGET_MS} ms target (median; max ${big.maxMs} ms)`);
    const loadedVerdict = big.allLoadedMs <= ALL_LOADED_TARGET_MS ? 'meets' : 'MISSES';
    console.log(`   all ${BIG} clients loaded ${big.allLoadedMs} ms after sign-in; ${loadedVerdict} the ${ALL_LOADED_TARGET_MS} ms target`);
    // The same account from a second fresh browser: the emulator has now served these queries
    // once, so its Java code is compiled (a cold emulator serves the same query several times
    // slower; docs/decisions/0156). Both figures are kept; the verdict above is the cold one.
    const againVerdict = big.againAllLoadedMs <= ALL_LOADED_TARGET_MS ? 'meets' : 'MISSES';
    console.log(
      `   again from a second fresh browser (emulator warm): first list render ${big.againFirstRenderMs} ms, all loaded ${big.againAllLoadedMs} ms; ${againVerdict} the ${ALL_LOADED_TARGET_MS} ms target`,
    );
    return {
      baseline: small,
      large: big,
      ratio,
      targetMs: TARGET_MS,
      meetsTarget: big.medianMs <= TARGET_MS,
      allLoadedTargetMs: ALL_LOADED_TARGET_MS,
      meetsAllLoadedTarget: big.allLoadedMs <= ALL_LOADED_TARGET_MS,
      meetsAllLoadedTargetWarm: big.againAllLoadedMs <= ALL_LOADED_TARGET_MS,
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  (process.argv.includes('--custom-fields') ? runCustomFields() : run())
    .then(() => process.exit(0))
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
