#!/usr/bin/env node
// The neutral colours as semantic tokens (src/index.css): a light class and its dark twin written
// side by side, such as `text-slate-600 dark:text-slate-300`, become the one token class that holds
// both (`text-fg-muted`), so light, dark and any later theme are set in one place.
//
//   node scripts/colour-tokens.mjs           rewrites src/**/*.tsx and index.html, prints the counts
//   node scripts/colour-tokens.mjs --check   prints the counts, writes nothing; exits 1 if a pair is left
//
// Idempotent: a file with no pair left is not touched, so it can be run again after other
// branches are merged. A pair is rewritten only inside one class string (no quote, brace or
// backtick between its halves), with the same variants on both halves (`hover:bg-slate-100
// dark:hover:bg-slate-800` -> `hover:bg-surface-muted`), no opacity modifier, and only when its
// light and dark colours are exactly a token's; rarer pairs keep their two classes.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const TEXT = ['text'];
const BACKGROUND = ['bg'];
const LINE = ['border', 'border-x', 'border-y', 'border-t', 'border-r', 'border-b', 'border-l', 'border-s', 'border-e', 'divide', 'ring', 'outline'];

/** Each token: the light and dark colour it stands for, and the utilities it may replace. */
export const TOKENS = [
  { token: 'page', light: 'slate-50', dark: 'slate-950', utilities: BACKGROUND },
  { token: 'surface', light: 'white', dark: 'slate-900', utilities: BACKGROUND },
  { token: 'surface-muted', light: 'slate-100', dark: 'slate-800', utilities: BACKGROUND },
  { token: 'line', light: 'slate-200', dark: 'slate-700', utilities: [...LINE, 'bg'] },
  { token: 'line-soft', light: 'slate-200', dark: 'slate-800', utilities: LINE },
  { token: 'line-strong', light: 'slate-300', dark: 'slate-600', utilities: LINE },
  { token: 'fg', light: 'slate-900', dark: 'slate-100', utilities: TEXT },
  { token: 'fg-soft', light: 'slate-800', dark: 'slate-100', utilities: TEXT },
  { token: 'fg-body', light: 'slate-700', dark: 'slate-200', utilities: TEXT },
  { token: 'fg-muted', light: 'slate-600', dark: 'slate-300', utilities: TEXT },
  { token: 'fg-subtle', light: 'slate-500', dark: 'slate-400', utilities: TEXT },
];

const UTILITIES = [...new Set(TOKENS.flatMap((t) => t.utilities))].sort((a, b) => b.length - a.length);
const COLOUR = /^(?:slate-\d{2,3}|white|black)$/;

/** A class split into its variants ('hover:'), utility ('bg') and colour ('slate-100'), or null. */
function parse(cls) {
  const at = cls.lastIndexOf(':');
  // An arbitrary variant such as [&_h2]: may hold a colon of its own; the utility follows the last one.
  const variants = at < 0 ? '' : cls.slice(0, at + 1);
  const rest = cls.slice(at + 1);
  if (rest.startsWith('!') || rest.endsWith('!')) return null;
  for (const utility of UTILITIES) {
    if (!rest.startsWith(`${utility}-`)) continue;
    const colour = rest.slice(utility.length + 1);
    if (COLOUR.test(colour)) return { variants, utility, colour };
  }
  return null;
}

const tokenFor = (utility, light, dark) => TOKENS.find((t) => t.light === light && t.dark === dark && t.utilities.includes(utility));

/** One run of classes (whitespace between them kept): each light+dark pair of a token becomes the token's class. */
export function mapClassRun(run) {
  const parts = run.split(/(\s+)/);
  const classes = parts.map((p, i) => (i % 2 === 0 ? p : null));
  const parsed = classes.map((c) => (c ? parse(c) : null));
  const drop = new Set();
  let count = 0;
  parsed.forEach((light, i) => {
    if (!light || light.variants.startsWith('dark:') || light.variants.includes(':dark:')) return;
    const same = (p) => p && p.utility === light.utility && p.variants === light.variants;
    const darkVariants = `dark:${light.variants}`;
    const darks = parsed.flatMap((p, j) => (p && p.utility === light.utility && p.variants === darkVariants ? [j] : []));
    const lights = parsed.filter(same);
    // One light and one dark class of the utility with these variants, or the run is left as it is.
    if (darks.length !== 1 || lights.length !== 1) return;
    const dark = parsed[darks[0]];
    const token = tokenFor(light.utility, light.colour, dark.colour);
    if (!token) return;
    parts[i] = `${light.variants}${light.utility}-${token.token}`;
    drop.add(darks[0]);
    count += 1;
  });
  if (!count) return { text: run, count };
  // Drop each dark half with the space before it (after it, when it opens the run).
  for (const j of [...drop].sort((a, b) => b - a)) {
    if (j > 0) parts.splice(j - 1, 2);
    else parts.splice(j, parts.length > 1 ? 2 : 1);
  }
  return { text: parts.join(''), count };
}

/** A source file's text with every pair inside one class string mapped; `count` pairs were. */
export function mapSource(source) {
  let count = 0;
  // Runs end at quotes, backticks, braces and `$`, so the halves of a pair are in one string
  // literal or one stretch of a template literal (up to a `${`), never two branches of a condition.
  const text = source.replace(/[^"'`{}$]+/g, (run) => {
    if (!run.includes('dark:')) return run;
    const mapped = mapClassRun(run);
    count += mapped.count;
    return mapped.text;
  });
  return { text, count };
}

function sourceFiles(root) {
  const found = [join(root, 'index.html')];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx$/.test(entry.name)) found.push(path);
    }
  };
  walk(join(root, 'src'));
  return found;
}

/** Counts every neutral light class with its dark twin beside it that no token covers, by pair. */
export function leftPairs(source) {
  const left = new Map();
  for (const run of source.match(/[^"'`{}$]+/g) ?? []) {
    const parsed = run.split(/\s+/).map(parse);
    for (const light of parsed) {
      if (!light || light.variants.includes('dark:')) continue;
      const dark = parsed.find((p) => p && p.utility === light.utility && p.variants === `dark:${light.variants}`);
      if (!dark) continue;
      const key = `${light.variants}${light.utility}-${light.colour} dark:${dark.variants.slice(5)}${dark.utility}-${dark.colour}`;
      left.set(key, (left.get(key) ?? 0) + 1);
    }
  }
  return left;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(import.meta.dirname, '..');
  const check = process.argv.includes('--check');
  let pairs = 0;
  let files = 0;
  const left = new Map();
  for (const file of sourceFiles(root)) {
    const source = readFileSync(file, 'utf8');
    const { text, count } = mapSource(source);
    if (count) {
      pairs += count;
      files += 1;
      if (!check) writeFileSync(file, text);
      if (check) console.log(`${relative(root, file)}: ${count}`);
    }
    for (const [k, n] of leftPairs(text)) left.set(k, (left.get(k) ?? 0) + n);
  }
  console.log(`${check ? 'to map' : 'mapped'}: ${pairs} pair(s) in ${files} file(s)`);
  const rest = [...left].sort((a, b) => b[1] - a[1]);
  if (rest.length) console.log(`left as they are (no token): ${rest.map(([k, n]) => `${n} × ${k}`).join(', ')}`);
  if (check && pairs) process.exitCode = 1;
}
