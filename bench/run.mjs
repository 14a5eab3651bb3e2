// `npm run bench`: benchmarks that print figures and ratios against a baseline measured in the
// same run (this machine is noisy). Parts that need the app start their own emulators on a
// private block of ports (CRM_PORT_OFFSET=900 unless set), so a running `npm start` is left
// alone. Results go to bench/results/latest.json. `--emulators-only` runs only the parts that need
// the app (with CRM_BENCH_PARTS=recordsCustomFields, say, only that one).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForQuiet } from './quiet.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const inside = process.argv.includes('--inside');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function withEmulators() {
  const results = {};
  const { run: dashboardReads } = await import('./dashboard-reads.mjs');
  const { run: recordsSearch, runCustomFields: recordsCustomFields } = await import('./records-search.mjs');
  const { run: memberLatency } = await import('./member-latency.mjs');
  const { run: clientTimeline } = await import('./client-timeline.mjs');
  const { run: importParse } = await import('./import-parse.mjs');
  const { run: billingLifecycle } = await import('./billing-lifecycle.mjs');
  const { run: adminAnalyticsReads } = await import('./admin-analytics-reads.mjs');
  const { run: lighthouseScores } = await import('./lighthouse.mjs');
  const { run: sdkWorker } = await import('./sdk-worker.mjs');
  const { run: appWithoutData } = await import('./app-without-data.mjs');
  // CRM_BENCH_PARTS=lighthouse,dashboardReads runs only those parts (by key).
  const only = process.env.CRM_BENCH_PARTS ? process.env.CRM_BENCH_PARTS.split(',') : null;
  // One failing part is reported and does not stop the others.
  const part = async (title, key, run) => {
    if (only && !only.includes(key)) return;
    // Each part starts once the emulators have finished the background work of the parts before
    // it (bench/quiet.mjs), and prints when it started, how long it waited and the machine's load:
    // the emulator parts' output is printed only when they have all ended.
    // CRM_BENCH_QUIET_MAX_S caps that wait (300 s by default) on a machine shared with other work.
    const quiet = await waitForQuiet(process.env.CRM_BENCH_QUIET_MAX_S ? { maxMs: Number(process.env.CRM_BENCH_QUIET_MAX_S) * 1000 } : {});
    const waited = quiet
      ? `, after ${Math.round(quiet.waitedMs / 1000)} s waiting for the machine to go quiet${quiet.quiet ? '' : ` (gave up: still ${Math.round(quiet.busy * 100)}% busy)`}`
      : '';
    const load = existsSync('/proc/loadavg') ? `, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}` : '';
    console.log(`\n${title}\n   (started ${new Date().toTimeString().slice(0, 8)}${waited}${load})`);
    try {
      results[key] = await run(root);
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      console.log(`   FAILED: ${message}`);
      results[key] = { failed: message };
    }
  };
  await part('2. Dashboard: Firestore reads per visit', 'dashboardReads', dashboardReads);
  await part('3. Clients list: first render and keystroke to painted list', 'recordsSearch', recordsSearch);
  await part("3b. Team account: an owner's new client on a member's screen", 'memberLatency', memberLatency);
  await part('3c. Client page: the first page of a 2,000-entry timeline', 'clientTimeline', clientTimeline);
  await part('3d. Clients list: 10,000 clients with 20 custom fields each, all loaded, beside the plain 10,000', 'recordsCustomFields', recordsCustomFields);
  await part('4. Import', 'importParse', importParse);
  await part('5. Subscription lifecycle run', 'billingLifecycle', billingLifecycle);
  await part('6. System Analytics: Firestore reads per visit with 5,000 users', 'adminAnalyticsReads', adminAnalyticsReads);
  await part('7. Lighthouse (mobile, default throttling; median of 3 runs)', 'lighthouse', lighthouseScores);
  // An experiment for the next step (docs/decisions/0156), not a budget: only when named.
  if (only?.includes('sdkWorker'))
    await part('8. Experiment: the Firebase SDKs on the page thread or in a worker (bare page, 200 + 200 records)', 'sdkWorker', sdkWorker);
  // The app's own share of the signed-in pages' Lighthouse scores (docs/decisions/0157): only when named.
  if (only?.includes('appWithoutData'))
    await part('9. Experiment: Lighthouse on the signed-in pages with no data layer (in-memory, 200 + 200 records)', 'appWithoutData', appWithoutData);
  writeFileSync(join(resultsDir, 'with-emulators.json'), `${JSON.stringify(results, null, 2)}\n`);
}

if (inside) {
  await withEmulators();
  process.exit(0);
}

const results = {};
// --emulators-only: only the parts that need the app (CRM_BENCH_PARTS picks among them).
const emulatorsOnly = process.argv.includes('--emulators-only');
let sizes = null;
if (!emulatorsOnly) {
  const { bundleSizes } = await import('./bundle-size.mjs');
  console.log('1. Initial JavaScript (production build, gzip -9; figures, not gates: docs/decisions/0178)');
  sizes = bundleSizes(root);
  results.bundleSize = sizes;
  console.log(
    `   landing page  /           ${kb(sizes.landing.gzip).padStart(10)} gzip  (${kb(sizes.landing.raw)} raw, ${sizes.landing.files} files; React DOM ${kb(sizes.landing.reactDom.gzip)} gzip alone)  Firebase SDK included: ${sizes.landing.firebase ? 'YES' : 'no'}`,
  );
  console.log(
    `   signed-in app /dashboard  ${kb(sizes.signedIn.gzip).padStart(10)} gzip  (${kb(sizes.signedIn.raw)} raw, ${sizes.signedIn.files} files)  Firebase SDK included: ${sizes.signedIn.firebase ? 'yes' : 'NO'}`,
  );
  console.log(
    `      on the page's thread   ${kb(sizes.signedIn.page.gzip).padStart(10)} gzip  (${sizes.signedIn.page.files} files; React DOM ${kb(sizes.signedIn.page.reactDom.gzip)} gzip alone)  Firebase SDK included: ${sizes.signedIn.page.firebase ? 'YES' : 'no'}`,
  );
  console.log(
    `      in the data worker     ${kb(sizes.signedIn.worker.gzip).padStart(10)} gzip  (${sizes.signedIn.worker.files} files)  Firebase SDK included: ${sizes.signedIn.worker.firebase ? 'yes' : 'NO'}`,
  );
  console.log(`   ratio landing / signed-in: ${sizes.ratio.toFixed(2)}  (target: landing without the Firebase SDK)`);

  console.log('\n1c. What the languages cost the landing page (source maps of the same build; docs/decisions/0120)');
  const { BEFORE_LANGUAGES, I18N_BUDGET_GZIP_KIB } = await import('./i18n-cost.mjs');
  const i18n = sizes.i18n;
  const i18nKiB = (i18n.gzip + i18n.idGzip) / 1024;
  console.log(`   i18n runtime in the landing page's initial JS: ${kb(i18n.gzip).padStart(9)} gzip alone (${kb(i18n.raw)} raw)`);
  for (const [source, bytes] of Object.entries(i18n.bySource).sort((a, b) => b[1] - a[1])) console.log(`      ${kb(bytes).padStart(9)} raw  ${source}`);
  console.log(
    `   message ids the macros add to the landing code: ${i18n.ids} (${kb(i18n.idBytes)} raw, ${kb(i18n.idGzip)} gzip alone; the English text was there before)`,
  );
  console.log(
    `   languages' cost, runtime + ids: ${kb(i18n.gzip + i18n.idGzip)} gzip  budget <= ${I18N_BUDGET_GZIP_KIB} KiB${i18nKiB > I18N_BUDGET_GZIP_KIB ? '  OVER' : ''}`,
  );
  const diff = sizes.landing.gzip - BEFORE_LANGUAGES.landingGzip;
  console.log(
    `   landing initial JS before the languages (${BEFORE_LANGUAGES.commit}): ${kb(BEFORE_LANGUAGES.landingGzip)} gzip, now ${kb(sizes.landing.gzip)}: ${diff >= 0 ? '+' : ''}${kb(diff)} (every change since, not only the languages)`,
  );
  const langs = Object.entries(i18n.catalogues);
  const lazyAlone = langs.filter(([, c]) => c.lazy && c.alone).length;
  console.log(
    `   catalogue chunks: ${langs.length} (${langs.map(([l, c]) => `${l} ${kb(c.gzip)}`).join(', ')}); lazy and one language each: ${lazyAlone}/${langs.length}; in the landing page's initial JS: ${i18n.cataloguesInLanding.length} (target 0)`,
  );

  console.log('\n1d. A saved view on 10,000 clients with 20 custom fields (Node, src/domain/list-view.ts)');
  try {
    const { run: listView } = await import('./list-view.mjs');
    results.listView = await listView(root);
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.log(`   FAILED: ${message}`);
    results.listView = { failed: message };
  }

  console.log('\n1b. What a signed-out visitor downloads on each public page (Chromium, every request until idle)');
  const { publicPageDownloads, printPublicPages } = await import('./public-pages.mjs');
  try {
    results.publicPages = await publicPageDownloads(join(root, '.cache', 'bench-dist'));
    printPublicPages(results.publicPages, kb);
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.log(`   FAILED: ${message}`);
    results.publicPages = { failed: message };
  }
}

if (!process.argv.includes('--no-emulators')) {
  process.env.CRM_PORT_OFFSET ||= '900';
  const { buildForEmulators } = await import('../scripts/build-all.mjs');
  const { emulatorEnv, emulatorPorts, firebaseBin, firebaseConfigArgs, projectId } = await import('../scripts/emulator-env.mjs');
  const ports = emulatorPorts();
  console.log(`\n(building and starting the emulators on ports from ${ports.hosting} for the next parts...)`);
  buildForEmulators({ quiet: true });
  const run = spawnSync(
    firebaseBin,
    ['emulators:exec', ...firebaseConfigArgs(ports), '--project', projectId, '--only', 'auth,firestore,functions,hosting', 'node bench/run.mjs --inside'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...emulatorEnv(), CRM_BENCH_URL: `http://127.0.0.1:${ports.hosting}` },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  // Print what the benchmarks said, not the emulators' chatter.
  const lines = run.stdout
    .split('\n')
    .filter((l) => !/^(i|⚠|✔|>|\s*$)|functions:|hosting:|firestore:|emulators:|auth:/.test(l.trim()) || /^\d\./.test(l.trim()));
  console.log(lines.join('\n'));
  const file = join(resultsDir, 'with-emulators.json');
  if (existsSync(file)) Object.assign(results, JSON.parse(readFileSync(file, 'utf8')));
  if (run.status !== 0) console.error(`the emulator part of the bench failed (exit ${run.status})`);
}

writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
if (sizes?.landing.firebase) {
  console.error('\nThe Firebase SDK is in the landing page bundle.');
  process.exit(1);
}
if (sizes?.i18n.cataloguesInLanding.length) {
  console.error('\nA language catalogue is in the landing page bundle.');
  process.exit(1);
}
