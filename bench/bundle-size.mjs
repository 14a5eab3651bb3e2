// Bench entry: gzip size of the initial JavaScript of the landing page and of the signed-in app,
// read from a production build's manifest, and whether the Firebase SDK is in each.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { catalogueChunks, i18nShare, reactDomShare } from './i18n-cost.mjs';

const LANDING = ['index.html', 'src/features/marketing/landing-page.tsx'];
// The page's part; the data layer runs in a worker (docs/decisions/0163), measured apart below.
const SIGNED_IN = ['index.html', 'src/data/worker/client.ts', 'src/app/shell/app-shell.tsx', 'src/features/dashboard/dashboard-page.tsx'];
// The data modules the worker needs before it answers the first call (src/data/direct.ts loads
// them all at once; these three are the ones a signed-in page uses first, as before the worker).
const WORKER_FIRST = ['auth', 'account', 'records'];

/**
 * The worker's files a signed-in visit fetches: its entry, and the eager data modules with their
 * static imports. A worker's chunks are not in the page's manifest, so they are read from the code.
 */
function workerClosure(outDir) {
  const assets = join(outDir, 'assets');
  const entry = readdirSync(assets).find((f) => /^data\.worker-[\w-]+\.js$/.test(f));
  if (!entry) throw new Error('bench: the build has no data.worker-*.js (was the worker renamed?)');
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(join(assets, file), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) visit(m[1]);
    if (file === entry) {
      for (const name of WORKER_FIRST) {
        const m = code.match(new RegExp(`import\\(\\s*["'\`]\\./(${name}-[\\w-]{8}\\.js)["'\`]\\s*\\)`));
        if (!m) throw new Error(`bench: the data worker does not load ${name} (was it renamed?)`);
        visit(m[1]);
      }
    }
  };
  visit(entry);
  return [...files].map((f) => `assets/${f}`);
}

export function bundleSizes(root) {
  const outDir = join(root, '.cache', 'bench-dist');
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'emulator', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: root, stdio: 'inherit' },
  );
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));

  // The files a page needs before it can run: its chunks and their static imports.
  const closure = (keys) => {
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`bench: ${key} is not a chunk of the build (was it renamed?)`);
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return [...files];
  };
  const measure = (files) => {
    let raw = 0;
    let gzip = 0;
    let firebase = false;
    for (const file of files) {
      const code = readFileSync(join(outDir, file));
      raw += code.length;
      gzip += gzipSync(code, { level: 9 }).length;
      const map = join(outDir, `${file}.map`);
      if (existsSync(map)) {
        const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
        if (sources.some((s) => /node_modules\/(@firebase|firebase)\//.test(s))) firebase = true;
      }
    }
    return { files: files.length, raw, gzip, firebase };
  };
  const landingFiles = closure(LANDING);
  const landing = { ...measure(landingFiles), reactDom: reactDomShare(outDir, landingFiles) };
  const pageFiles = closure(SIGNED_IN);
  const page = { ...measure(pageFiles), reactDom: reactDomShare(outDir, pageFiles) };
  const worker = measure(workerClosure(outDir));
  const signedIn = {
    files: page.files + worker.files,
    raw: page.raw + worker.raw,
    gzip: page.gzip + worker.gzip,
    firebase: page.firebase || worker.firebase,
    page,
    worker,
  };
  const catalogues = catalogueChunks(outDir, manifest);
  const i18n = {
    ...i18nShare(outDir, landingFiles),
    catalogues,
    cataloguesInLanding: Object.values(catalogues)
      .filter((c) => landingFiles.includes(c.file))
      .map((c) => c.file),
  };
  return { landing, signedIn, ratio: landing.gzip / signedIn.gzip, i18n };
}
