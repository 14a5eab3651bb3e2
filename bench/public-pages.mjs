// Bench part 1b: what a signed-out visitor's browser downloads on each public page, not only the
// initial chunks: the bench build is served by a tiny static server (SPA fallback like Hosting),
// each page is opened in a fresh Chromium context emulating a phone (no session, no hint), and every request is
// recorded until the page has been idle for a while (deferred loads included). Reports the JS
// bytes (as transferred, and gzip -9 as a CDN would send them), whether any chunk holds Firebase
// SDK code, and every request to another origin. The public-settings read (Firestore REST, the
// app's own backend; another port on the emulators) is listed apart: docs/decisions/0100.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { catalogueName, reactDomShare } from './i18n-cost.mjs';

export const PUBLIC_PAGES = ['/', '/pricing', '/contact', '/terms'];
export const TARGETS = { firebaseChunks: 0, otherOrigins: 0 };
// After load, how long the page must stay quiet: longer than whenIdle's 2 s timeout.
const SETTLE_MS = 3500;

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** The Firestore REST read of public settings: the app's own backend, allowed after first paint. */
export const isPublicSettingsRead = (url) => /\/v1\/projects\/[^/]+\/databases\/\(default\)\/documents\/systemSettings\/(public|themeAssets)(\?|$)/.test(url);

const rewrites = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')).hosting.rewrites;

/** The file Hosting answers a path with that is no file: firebase.json's rewrites (exact paths, then `**`). */
export function rewriteOf(path) {
  const rule = rewrites.find((r) => r.source === path) ?? rewrites.find((r) => r.source === '**');
  return rule.destination;
}

/** Serves the files of `dir` on a free local port, other paths rewritten as Hosting does. */
export function serve(dir) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path === '/' ? 'index.html' : path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, rewriteOf(path));
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The catalogue chunks of each language (src/locales/<lang>.po, public part and app part), by URL path. */
function catalogueFiles(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
  const found = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    const name = catalogueName(key);
    if (name) found.set(`/${chunk.file}`, name);
  }
  return found;
}

/** Files of the build whose source map names Firebase SDK sources. */
function firebaseFiles(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
  const found = new Set();
  for (const chunk of Object.values(manifest)) {
    const map = join(dir, `${chunk.file}.map`);
    if (!existsSync(map)) continue;
    const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
    if (sources.some((s) => /node_modules\/(@firebase|firebase)\//.test(s))) found.add(`/${chunk.file}`);
  }
  return found;
}

/** Measures every public page in the build at `dir` (a `vite build` output with a manifest and maps). */
export async function publicPageDownloads(dir) {
  let chromium;
  let devices;
  try {
    ({ chromium, devices } = await import('@playwright/test'));
  } catch {
    return { skipped: 'Playwright not available' };
  }
  const sdkFiles = firebaseFiles(dir);
  const catalogues = catalogueFiles(dir);
  const server = await serve(dir);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium
    .launch({ executablePath: process.env.CRM_CHROMIUM ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
    .catch(() => chromium.launch());
  const pages = {};
  try {
    // Every public page in English, then again for a visitor whose browser prefers German (the
    // page's code plus German's public catalogue part, docs/decisions/0158).
    for (const [path, locale] of [...PUBLIC_PAGES.map((p) => [p, 'en-US']), ...PUBLIC_PAGES.map((p) => [p, 'de-DE'])]) {
      // A phone, as Lighthouse's mobile run: the auth SDK's popup/redirect resolver loads its
      // third-party script at start-up only on mobile browsers and Safari.
      const context = await browser.newContext({ ...devices['Pixel 7'], locale });
      const page = await context.newPage();
      const requests = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(`${origin}${path}`, { waitUntil: 'load' });
      // The JavaScript asked for until the load event: what the page needs to start.
      const initialRequests = requests.length;
      await page.waitForTimeout(SETTLE_MS);
      await context.close();
      let jsRaw = 0;
      let jsGzip = 0;
      let initialGzip = 0;
      let allRaw = 0;
      const js = [];
      const firebase = [];
      const otherOrigins = [];
      const settingsReads = [];
      for (const [index, url] of requests.entries()) {
        const u = new URL(url);
        if (u.origin !== origin) {
          if (u.protocol === 'data:') continue;
          (isPublicSettingsRead(url) ? settingsReads : otherOrigins).push(url);
          continue;
        }
        const file = join(dir, u.pathname);
        if (!existsSync(file) || statSync(file).isDirectory()) continue;
        const body = readFileSync(file);
        allRaw += body.length;
        if (u.pathname.endsWith('.js')) {
          js.push(u.pathname);
          jsRaw += body.length;
          const gzip = gzipSync(body, { level: 9 }).length;
          jsGzip += gzip;
          if (index < initialRequests) initialGzip += gzip;
          if (sdkFiles.has(u.pathname)) firebase.push(u.pathname);
        }
      }
      const languages = js.filter((f) => catalogues.has(f)).map((f) => catalogues.get(f));
      const reactDom = reactDomShare(
        dir,
        js.map((f) => f.replace(/^\//, '')),
      ).gzip;
      pages[locale === 'en-US' ? path : `${path} (${locale})`] = {
        requests: requests.length,
        jsFiles: js.length,
        jsRaw,
        jsGzip,
        initialGzip,
        reactDom,
        allRaw,
        firebase,
        otherOrigins,
        settingsReads,
        catalogues: languages,
      };
    }
  } finally {
    await browser.close();
    server.close();
  }
  return { pages, targets: TARGETS };
}

export function printPublicPages(result, kb) {
  if (result.skipped) {
    console.log(`   skipped: ${result.skipped}`);
    return;
  }
  for (const [path, p] of Object.entries(result.pages)) {
    console.log(
      `   ${path.padEnd(16)} JS ${kb(p.initialGzip).padStart(10)} gzip initial, ${kb(p.jsGzip)} in all (React DOM ${kb(p.reactDom)} gzip alone; ${kb(p.jsRaw)} raw, ${p.jsFiles} files, ${kb(p.allRaw)} all files)` +
        `  Firebase chunks: ${p.firebase.length} (target 0)  other origins: ${p.otherOrigins.length} (target 0)  settings read: ${p.settingsReads.length}` +
        `  catalogues: ${p.catalogues.length ? p.catalogues.join(', ') : 'none'}`,
    );
    for (const url of p.otherOrigins) console.log(`      other origin: ${url}`);
  }
}
