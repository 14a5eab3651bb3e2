// What a signed-in page evaluates before it draws: the entry, the data layer's modules that its
// worker imports at once (src/data/direct.ts), and the record screens. None of them may reach the record schemas
// (zod) through static imports: evaluating them is about a quarter of a second of a phone's
// start-up, and only a form's submit, the import and a restore need them (docs/decisions/0160).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

function resolveSource(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Static, value imports of a source file: `import … from`, `export … from`; not types, not `import()`. */
function staticImports(path: string): string[] {
  const source = readFileSync(path, 'utf8');
  const out: string[] = [];
  for (const m of source.matchAll(/^(import|export)\s+(type\s+)?[^;]*?\bfrom\s+'([^']+)';/gms)) {
    if (m[2]) continue;
    out.push(m[3]!);
  }
  for (const m of source.matchAll(/^import\s+'([^']+)';/gm)) out.push(m[1]!);
  return out;
}

/** Every file reached from `entries`, and for each the first chain that reached it. */
function reach(entries: string[]): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const queue = entries.map((e) => [resolve(root, e)]);
  while (queue.length > 0) {
    const chain = queue.shift()!;
    const file = chain[chain.length - 1]!;
    if (seen.has(file)) continue;
    seen.set(file, chain);
    for (const spec of staticImports(file)) {
      if (!spec.startsWith('.')) {
        seen.set(`package:${spec}`, [...chain, spec]);
        continue;
      }
      const target = resolveSource(file, spec);
      if (target && !seen.has(target)) queue.push([...chain, target]);
    }
  }
  return seen;
}

/** The modules the data layer imports at once (loadDirectBackend's `import('./…')` inside Promise.all). */
function eagerDataModules(): string[] {
  const source = readFileSync(join(root, 'src/data/direct.ts'), 'utf8');
  const all = source.slice(source.indexOf('Promise.all(['), source.indexOf(']);'));
  return [...all.matchAll(/import\('\.\/([^']+)'\)/g)].map((m) => `src/data/${m[1]!}.ts`);
}

const SCREENS = [
  'src/main.tsx',
  // The page's side of the data layer, and its worker's start (docs/decisions/0163).
  'src/data/worker/client.ts',
  'src/data/worker/data.worker.ts',
  'src/features/dashboard/dashboard-page.tsx',
  'src/features/clients/clients-page.tsx',
  'src/features/team/team-page.tsx',
  'src/features/salaries/salaries-page.tsx',
  'src/features/revenue/revenue-page.tsx',
  'src/features/expenses/expenses-page.tsx',
  'src/features/deals/deals-screen.tsx',
];

describe('what the signed-in pages evaluate at start', () => {
  it('reads loadBackend’s eager data modules', () => {
    const modules = eagerDataModules();
    expect(modules).toContain('src/data/records.ts');
    expect(modules).toContain('src/data/auth.ts');
    expect(modules).not.toContain('src/data/transfer.ts');
    for (const m of modules) expect(existsSync(join(root, m)), m).toBe(true);
  });

  it('never reaches the record schemas or zod', () => {
    const reached = reach([...SCREENS, ...eagerDataModules()]);
    expect(reached.size).toBeGreaterThan(100);
    const show = (key: string) => (reached.get(key) ?? []).map((f) => (f.startsWith('/') ? relative(root, f) : f)).join(' → ');
    const schemas = resolve(root, 'src/domain/schemas.ts');
    expect(reached.has(schemas), show(schemas)).toBe(false);
    expect(reached.has('package:zod'), show('package:zod')).toBe(false);
  });

  it('leaves the board’s drag-and-drop library to the deals chunk', () => {
    // The first download: the entry and the data layer's eager modules (the screens are lazy).
    const first = reach(['src/main.tsx', 'src/data/worker/client.ts', ...eagerDataModules()]);
    const dnd = [...first.keys()].filter((k) => k.startsWith('package:@dnd-kit/'));
    expect(dnd, dnd.map((k) => (first.get(k) ?? []).map((f) => (f.startsWith('/') ? relative(root, f) : f)).join(' → ')).join('\n')).toEqual([]);
    const deals = reach(['src/features/deals/deals-screen.tsx']);
    expect(deals.has('package:@dnd-kit/core')).toBe(true);
  });
});
