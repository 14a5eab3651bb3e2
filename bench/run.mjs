// `npm run bench`: benchmarks that print figures and ratios against a baseline measured in the
// same run (this machine is noisy). Results are also written to bench/results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSizes } from './bundle-size.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const results = {};

console.log('1. Initial JavaScript (production build, gzip -9)');
const sizes = bundleSizes(root);
results.bundleSize = sizes;
console.log(`   landing page  /           ${kb(sizes.landing.gzip).padStart(10)} gzip  (${kb(sizes.landing.raw)} raw, ${sizes.landing.files} files)  Firebase SDK included: ${sizes.landing.firebase ? 'YES' : 'no'}`);
console.log(`   signed-in app /dashboard  ${kb(sizes.signedIn.gzip).padStart(10)} gzip  (${kb(sizes.signedIn.raw)} raw, ${sizes.signedIn.files} files)  Firebase SDK included: ${sizes.signedIn.firebase ? 'yes' : 'NO'}`);
console.log(`   ratio landing / signed-in: ${sizes.ratio.toFixed(2)}  (target: landing without the Firebase SDK)`);

mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
if (sizes.landing.firebase) {
  console.error('\nThe Firebase SDK is in the landing page bundle.');
  process.exit(1);
}
