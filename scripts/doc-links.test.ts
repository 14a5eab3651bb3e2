// Links into the docs stay true: every docs path with an anchor that a comment or guide names, and every
// relative Markdown link of the docs, points at a file that exists and a heading it has.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const SOURCES = ['src', 'functions/src', 'tests', 'e2e', 'scripts', 'bench', 'docs'];
const SKIP = /(^|\/)(node_modules|lib|dist|locales)(\/|$)/;

function files(): string[] {
  const out = ['README.md', 'firestore.rules'];
  for (const dir of SOURCES) {
    for (const f of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })) {
      const path = `${dir}/${f}`;
      if (!SKIP.test(path) && /\.(ts|tsx|mjs|md)$/.test(path)) out.push(path);
    }
  }
  return out;
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replaceAll(' ', '-');
}

const anchors = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> | null {
  if (!existsSync(join(root, file))) return null;
  let found = anchors.get(file);
  if (!found) {
    found = new Set([...readFileSync(join(root, file), 'utf8').matchAll(/^#+ (.+)$/gm)].map((m) => anchorOf(m[1] ?? '')));
    anchors.set(file, found);
  }
  return found;
}

function problems(): string[] {
  const out: string[] = [];
  const check = (from: string, target: string, anchor: string | undefined) => {
    const found = anchorsOf(target);
    if (!found) out.push(`${from}: ${target} does not exist`);
    else if (anchor && !found.has(anchor)) out.push(`${from}: ${target} has no heading #${anchor}`);
  };
  for (const file of files()) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const m of text.matchAll(/(?<![\w./-])(docs\/[\w./-]+\.md)(?:#([\w-]+))?/g)) check(file, m[1] ?? '', m[2]);
    if (!file.endsWith('.md')) continue;
    for (const m of text.matchAll(/\]\((?!https?:)([^)#\s]*\.md)?(?:#([\w-]+))?\)/g)) {
      const target = m[1] ? normalize(relative(root, join(root, dirname(file), m[1]))) : file;
      check(file, target, m[2]);
    }
  }
  return out;
}

describe('links into the docs', () => {
  it('turns headings into the anchors GitHub gives them', () => {
    expect(anchorOf("0152 Where the suite's CPU goes, and (not) more")).toBe('0152-where-the-suites-cpu-goes-and-not-more');
  });

  it('name files that exist and headings they have', () => {
    expect(problems()).toEqual([]);
  });
});
