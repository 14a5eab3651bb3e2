// Bench part 9, an experiment run only when named (CRM_BENCH_PARTS=appWithoutData): Lighthouse
// on the clients and dashboard pages of the app built with the in-memory data layer of the
// component tests (bench/app-without-data/backend.ts) in place of Firebase, signed in as a Pro
// user with part 7's 200 clients and 200 revenues. No SDK runs, nothing waits on the network:
// the scores are what the app's own code allows (its modules, renders and layout), the ceiling
// for part 7's figures however the data layer changes (docs/decisions/0157).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TARGET_SCORE, audit, freePort, launchForLighthouse } from './lighthouse.mjs';
import { serve } from './public-pages.mjs';

const PAGES = ['/clients', '/dashboard'];

/** A production build of the app whose src/lib/backend.ts is the bench's in-memory one. */
async function buildWithoutData(root, outDir) {
  const { build } = await import('vite');
  const real = resolve(root, 'src/lib/backend.ts');
  const stand = resolve(root, 'bench/app-without-data/backend.ts');
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'emulator',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
    plugins: [
      {
        name: 'bench-app-without-data',
        enforce: 'pre',
        async resolveId(source, importer) {
          if (!importer || !/(^|\/)backend(\.ts)?$/.test(source)) return null;
          const found = await this.resolve(source, importer, { skipSelf: true });
          return found?.id === real ? stand : null;
        },
      },
    ],
  });
}

export async function run(root) {
  let lighthouse;
  try {
    ({ default: lighthouse } = await import('lighthouse'));
  } catch {
    return { skipped: 'Lighthouse is not installed' };
  }
  const outDir = mkdtempSync(join(tmpdir(), 'crm-app-without-data-'));
  const profile = mkdtempSync(join(tmpdir(), 'crm-app-without-data-profile-'));
  let server;
  let context;
  try {
    await buildWithoutData(root, outDir);
    server = await serve(outDir);
    const base = `http://127.0.0.1:${server.address().port}`;
    const port = await freePort();
    context = await launchForLighthouse(profile, port);
    // Each page once first, so the audited loads are a returning user's, as in part 7.
    const page = await context.newPage();
    for (const path of PAGES) {
      await page.goto(`${base}${path}`);
      await page.waitForLoadState('networkidle').catch(() => {});
    }
    await page.close();
    const pages = {};
    for (const path of PAGES) pages[path.slice(1)] = await audit(lighthouse, port, `${base}${path}`);
    for (const [name, r] of Object.entries(pages)) {
      console.log(
        `   ${name.padEnd(10)} performance ${String(r.performance).padStart(3)} (part 7's target ${TARGET_SCORE}; runs ${r.runs.join(', ')})  ` +
          `FCP ${(r.fcpMs / 1000).toFixed(1)} s  LCP ${(r.lcpMs / 1000).toFixed(1)} s  TBT ${Math.round(r.tbtMs)} ms`,
      );
      if (r.where) console.log(`      long tasks: ${r.where.longTasks.map((x) => `${x.ms} ms at ${x.startMs} ms (${x.url})`).join('; ')}`);
    }
    console.log('   (no data layer at all: part 7 cannot score above these whatever the SDK does)');
    return { target: TARGET_SCORE, pages };
  } finally {
    await context?.close();
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}
