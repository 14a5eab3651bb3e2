// Bundles functions/src (and the shared src/domain it imports) into lib/index.js.
// The Firebase SDKs stay external: they come from functions/node_modules at run time.
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
await build({
  entryPoints: [join(here, 'src', 'index.ts')],
  outfile: join(here, 'lib', 'index.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*', 'stripe', '@google-cloud/firestore'],
  logLevel: 'warning',
});
