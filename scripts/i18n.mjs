#!/usr/bin/env node
// Translation tools (docs/decisions/0120-languages-with-lingui.md).
//
//   node scripts/i18n.mjs list <dir>...          the source messages found under the folders (JSON)
//   node scripts/i18n.mjs missing <file.json> <dir>...
//                                                 messages of the folders that the translation file
//                                                 lacks in any language (JSON; empty list = complete)
//   node scripts/i18n.mjs check                   compares src/locales/*.po with the source messages of src/
//                                                 (scripts/catalogue-check.mjs); exits 1 on any problem.
//                                                 Part of `npm test`.
//   node scripts/i18n.mjs fill                    runs `lingui extract`, then fills every empty
//                                                 translation of src/locales/*.po from i18n-work/*.json
//                                                 (a translation already in a catalogue is kept)
//
// The catalogues are the translations' home; i18n-work/ is an inbox for new messages translated
// in bulk: fill, check, then delete the JSON files. A translation file (i18n-work/<area>.json) maps a source message (as `list` prints it; with a
// context, "context\u0004message") to its nine translations: { "Save": { "es": "Guardar", ... } }.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import PO from 'pofile';
import { checkCatalogue } from './catalogue-check.mjs';

export const TARGETS = ['es', 'fr', 'de', 'it', 'pt', 'ru', 'zh', 'ja', 'ko'];
const root = resolve(import.meta.dirname, '..');
const lingui = join(root, 'node_modules', '.bin', 'lingui');

export const keyOf = (item) => (item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid);

/** Extracts the source messages under `dirs` into a scratch catalogue, without touching src/locales. */
export function sourceMessages(dirs) {
  const scratch = mkdtempSync(join(tmpdir(), 'crm-i18n-'));
  try {
    const include = dirs.map((d) => JSON.stringify(resolve(root, d))).join(', ');
    const config = join(scratch, 'lingui.config.mjs');
    writeFileSync(
      config,
      `import { formatter } from ${JSON.stringify(join(root, 'node_modules/@lingui/format-po/dist/po.mjs'))};
export default {
  rootDir: ${JSON.stringify(root)},
  sourceLocale: 'en',
  locales: ['en'],
  catalogs: [{ path: ${JSON.stringify(join(scratch, '{locale}'))}, include: [${include}],
    exclude: ['**/*.test.ts', '**/*.test.tsx', '**/src/testing/**', '**/src/locales/**'] }],
  format: formatter({ lineNumbers: false }),
};
`,
    );
    execFileSync(lingui, ['extract', '--config', config], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    const po = PO.parse(readFileSync(join(scratch, 'en.po'), 'utf8'));
    return po.items.map((i) => ({ key: keyOf(i), message: i.msgid, context: i.msgctxt ?? undefined, comments: i.extractedComments, origin: i.references }));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function readWork() {
  const dir = join(root, 'i18n-work');
  const all = {};
  if (!existsSync(dir)) return all;
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const part = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    for (const [k, v] of Object.entries(part)) all[k] ??= v;
  }
  return all;
}

function main() {
  const [cmd, ...args] = process.argv.slice(2);
  if (cmd === 'list') {
    console.log(JSON.stringify(sourceMessages(args), null, 2));
  } else if (cmd === 'missing') {
    const [file, ...dirs] = args;
    const work = JSON.parse(readFileSync(resolve(file), 'utf8'));
    const missing = sourceMessages(dirs).filter((m) => TARGETS.some((l) => !work[m.key]?.[l]?.trim()));
    console.log(
      JSON.stringify(
        missing.map((m) => m.key),
        null,
        2,
      ),
    );
    console.error(`${missing.length} message(s) lack a translation in ${file}`);
  } else if (cmd === 'check') {
    const source = sourceMessages(['src']);
    let problems = [];
    for (const lang of TARGETS) {
      const po = PO.parse(readFileSync(join(root, 'src', 'locales', `${lang}.po`), 'utf8'));
      const entries = po.items.map((i) => ({ key: keyOf(i), message: i.msgid, translation: i.msgstr.join(''), obsolete: !!i.obsolete }));
      problems = problems.concat(checkCatalogue(source, entries, lang));
    }
    const shown = problems.slice(0, 60);
    for (const p of shown) console.log(p);
    if (problems.length > shown.length) console.log(`... and ${problems.length - shown.length} more`);
    console.log(`${source.length} source messages, ${TARGETS.length} catalogues: ${problems.length} problem(s)`);
    if (problems.length) process.exit(1);
  } else if (cmd === 'fill') {
    execFileSync(lingui, ['extract', '--clean'], { cwd: root, stdio: 'inherit' });
    const work = readWork();
    for (const lang of TARGETS) {
      const path = join(root, 'src', 'locales', `${lang}.po`);
      const po = PO.parse(readFileSync(path, 'utf8'));
      let empty = 0;
      for (const item of po.items) {
        const t = work[keyOf(item)]?.[lang];
        if (t && t.trim() && !item.msgstr[0]?.trim()) item.msgstr = [t];
        if (!item.msgstr[0]?.trim()) empty += 1;
      }
      writeFileSync(path, po.toString() + '\n');
      console.log(`${lang}: ${po.items.length} messages, ${empty} without a translation`);
    }
    // Lingui's own layout again, so the next extract changes nothing.
    execFileSync(lingui, ['extract'], { cwd: root, stdio: 'ignore' });
  } else {
    console.error('usage: node scripts/i18n.mjs list <dir>... | missing <file.json> <dir>... | check | fill');
    process.exit(2);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
