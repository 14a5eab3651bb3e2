// `npm run bench`: benchmarks that print figures and ratios against a baseline measured in the
// same run (this machine is noisy). Parts that need the app start their own emulators on a
// private block of ports (CRM_PORT_OFFSET=900 unless set), so a running `npm start` is left
// alone. Results go to bench/results/latest.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const inside = process.argv.includes('--inside');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function withEmulators() {
  const results = {};
  const { run: dashboardReads } = await import('./dashboard-reads.mjs');
  const { run: recordsSearch } = await import('./records-search.mjs');
  const { run: importParse } = await import('./import-parse.mjs');
  const { run: billingLifecycle } = await import('./billing-lifecycle.mjs');
  const { run: adminAnalyticsReads } = await import('./admin-analytics-reads.mjs');
  const { run: lighthouseScores } = await import('./lighthouse.mjs');
  // CRM_BENCH_PARTS=lighthouse,dashboardReads runs only those parts (by key).
  const only = process.env.CRM_BENCH_PARTS ? process.env.CRM_BENCH_PARTS.split(',') : null;
  // One failing part is reported and does not stop the others.
  const part = async (title, key, run) => {
    if (only && !only.includes(key)) return;
    console.log(`\n${title}`);
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
  await part('4. Import', 'importParse', importParse);
  await part('5. Subscription lifecycle run', 'billingLifecycle', billingLifecycle);
  await part('6. System Analytics: Firestore reads per visit with 5,000 users', 'adminAnalyticsReads', adminAnalyticsReads);
  await part('7. Lighthouse (mobile, default throttling; median of 3 runs)', 'lighthouse', lighthouseScores);
  writeFileSync(join(resultsDir, 'with-emulators.json'), `${JSON.stringify(results, null, 2)}\n`);
}

if (inside) {
  await withEmulators();
  process.exit(0);
}

const { bundleSizes } = await import('./bundle-size.mjs');
const results = {};
console.log('1. Initial JavaScript (production build, gzip -9)');
const sizes = bundleSizes(root);
results.bundleSize = sizes;
console.log(`   landing page  /           ${kb(sizes.landing.gzip).padStart(10)} gzip  (${kb(sizes.landing.raw)} raw, ${sizes.landing.files} files)  Firebase SDK included: ${sizes.landing.firebase ? 'YES' : 'no'}`);
console.log(`   signed-in app /dashboard  ${kb(sizes.signedIn.gzip).padStart(10)} gzip  (${kb(sizes.signedIn.raw)} raw, ${sizes.signedIn.files} files)  Firebase SDK included: ${sizes.signedIn.firebase ? 'yes' : 'NO'}`);
console.log(`   ratio landing / signed-in: ${sizes.ratio.toFixed(2)}  (target: landing without the Firebase SDK)`);

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
  const lines = run.stdout.split('\n').filter((l) => !/^(i|⚠|✔|>|\s*$)|functions:|hosting:|firestore:|emulators:|auth:/.test(l.trim()) || /^\d\./.test(l.trim()));
  console.log(lines.join('\n'));
  const file = join(resultsDir, 'with-emulators.json');
  if (existsSync(file)) Object.assign(results, JSON.parse(readFileSync(file, 'utf8')));
  if (run.status !== 0) console.error(`the emulator part of the bench failed (exit ${run.status})`);
}

writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
if (sizes.landing.firebase) {
  console.error('\nThe Firebase SDK is in the landing page bundle.');
  process.exit(1);
}
