// `bench/node-code.mjs`: what the Node-side benches share. The app's own code bundled for Node
// (esbuild, into .cache/bench, removed once imported), and the figures of repeated timings.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Imports the app's code in Node: `entry` is a file of the app (e.g. 'src/domain/list-view.ts'),
 * or `{ contents }`, TypeScript re-exporting several (resolved from the project's root).
 */
export async function loadAppCode(root, name, entry) {
  const esbuild = await import('esbuild');
  const dir = join(root, '.cache', 'bench');
  mkdirSync(dir, { recursive: true });
  const out = join(dir, `${name}-${process.pid}.mjs`);
  await esbuild.build({
    ...(typeof entry === 'string' ? { entryPoints: [join(root, entry)] } : { stdin: { contents: entry.contents, resolveDir: root, loader: 'ts' } }),
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: out,
    logLevel: 'silent',
  });
  const mod = await import(pathToFileURL(out).href);
  rmSync(out, { force: true });
  return mod;
}

/** The median (the mean of the middle two for an even count). */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Milliseconds to one decimal. */
export const round = (x) => Math.round(x * 10) / 10;

/** The milliseconds of `fn(input)` for each input, in order. */
export function timeEach(inputs, fn) {
  return inputs.map((input) => {
    const start = performance.now();
    fn(input);
    return performance.now() - start;
  });
}

/** The median milliseconds of `runs` runs of `fn`. */
export const time = (fn, runs = 5) =>
  median(
    timeEach(
      Array.from({ length: runs }, (_, i) => i),
      fn,
    ),
  );
