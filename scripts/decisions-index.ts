// The index of docs/decisions: one row per record with its number, title, date and status.
// `npx tsx scripts/decisions-index.ts` rewrites docs/decisions/README.md from the records; a
// record's date is kept from the index once listed, else taken from the commit that added it
// (today for a record not committed yet). scripts/decisions-index.test.ts keeps the index true.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const DECISIONS_DIR = join(import.meta.dirname, '..', 'docs', 'decisions');
export const INDEX_FILE = 'README.md';

export type DecisionRecord = { file: string; number: string; title: string; supersededBy: string | null };
export type IndexRow = { file: string; number: string; title: string; date: string; status: string };

const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;

/** The record files of the folder, in number order. */
export function recordFiles(dir = DECISIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => RECORD_FILE.test(f))
    .sort();
}

/** Number, title and "Superseded by N" (stated before the record's first section) of one record. */
export function parseRecord(file: string, text: string): DecisionRecord {
  const number = RECORD_FILE.exec(file)?.[1];
  if (!number) throw new Error(`${file}: not a record file name (NNNN-words.md)`);
  const heading = /^# (\d{4}):? (.+)$/m.exec(text);
  if (!heading) throw new Error(`${file}: the first heading must be "# ${number} Title"`);
  if (heading[1] !== number) throw new Error(`${file}: its heading says ${heading[1]}`);
  const head = text.split(/^## /m)[0] ?? '';
  const superseded = /^Superseded by (?:docs\/decisions\/)?(\d{4})\b/m.exec(head);
  return { file, number, title: (heading[2] ?? '').trim(), supersededBy: superseded?.[1] ?? null };
}

export function statusOf(record: DecisionRecord): string {
  return record.supersededBy ? `superseded by ${record.supersededBy}` : 'accepted';
}

const ROW = /^\| \[(\d{4})\]\(([^)]+)\) \| (.*) \| (\d{4}-\d{2}-\d{2}) \| (.+) \|$/;

/** The rows of the index's table. */
export function parseIndex(text: string): IndexRow[] {
  return text
    .split('\n')
    .map((line) => ROW.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ number: m[1] ?? '', file: m[2] ?? '', title: (m[3] ?? '').replaceAll('\\|', '|'), date: m[4] ?? '', status: m[5] ?? '' }));
}

export function renderIndex(records: readonly DecisionRecord[], dateOf: (r: DecisionRecord) => string): string {
  const rows = records.map((r) => `| [${r.number}](${r.file}) | ${r.title.replaceAll('|', '\\|')} | ${dateOf(r)} | ${statusOf(r)} |`);
  return [
    '# Decisions',
    '',
    'Why things are the way they are: one short record per decision (Context, Decision,',
    'Consequences). A new record takes the next free number, `NNNN-what-was-decided.md`, and a row',
    'here: `npx tsx scripts/decisions-index.ts` rewrites this table from the records (the date of a',
    'listed record is kept; a new one gets the date of the commit that added it). A record that',
    'replaces another says "Supersedes NNNN" and the old one says "Superseded by NNNN" above its',
    'first section. `scripts/decisions-index.test.ts` fails when the table and the records disagree.',
    'The measurements behind the performance records are in [bench/NOTES.md](../../bench/NOTES.md).',
    '',
    '| record | title | date | status |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

function addedOn(file: string): string | null {
  try {
    const out = execFileSync('git', ['log', '--diff-filter=A', '--format=%as', '--', join(DECISIONS_DIR, file)], { encoding: 'utf8' });
    return out.trim().split('\n').filter(Boolean).at(-1) ?? null;
  } catch {
    return null;
  }
}

function main() {
  const records = recordFiles().map((f) => parseRecord(f, readFileSync(join(DECISIONS_DIR, f), 'utf8')));
  let known: IndexRow[] = [];
  try {
    known = parseIndex(readFileSync(join(DECISIONS_DIR, INDEX_FILE), 'utf8'));
  } catch {
    // No index yet.
  }
  const today = new Date().toISOString().slice(0, 10);
  const dateOf = (r: DecisionRecord) => known.find((k) => k.file === r.file)?.date ?? addedOn(r.file) ?? today;
  writeFileSync(join(DECISIONS_DIR, INDEX_FILE), renderIndex(records, dateOf));
  console.log(`docs/decisions/${INDEX_FILE}: ${records.length} records`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) main();
