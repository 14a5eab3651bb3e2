// Bench entry: gzip size of the initial JavaScript of the landing page and of the signed-in app,
// read from a production build's manifest, and whether the Firebase SDK is in each.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { catalogueChunks, i18nShare } from './i18n-cost.mjs';

const LANDING = ['index.html', 'src/features/marketing/landing-page.tsx'];
const SIGNED_IN = [
  'index.html',
  'src/data/auth.ts',
  'src/data/account.ts',
  'src/data/records.ts',
  'src/app/shell/app-shell.tsx',
  'src/features/dashboard/dashboard-page.tsx',
];

export function bundleSizes(root) {
  const outDir = join(root, '.cache', 'bench-dist');
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'emulator', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
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
  const landing = measure(landingFiles);
  const signedIn = measure(closure(SIGNED_IN));
  const catalogues = catalogueChunks(outDir, manifest);
  const i18n = {
    ...i18nShare(outDir, landingFiles),
    catalogues,
    cataloguesInLanding: Object.values(catalogues).filter((c) => landingFiles.includes(c.file)).map((c) => c.file),
  };
  return { landing, signedIn, ratio: landing.gzip / signedIn.gzip, i18n };
}
