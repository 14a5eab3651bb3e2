import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ONLY, catalogueParts, partOf } from './catalogue-parts';

const root = resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const isAppOnly = (file: string) => APP_ONLY.some((prefix) => file.startsWith(prefix));

/** Compiles one part of a catalogue as the build does; resolves to its messages. */
async function compiledPart(language: string, part: 'public' | 'app'): Promise<Record<string, unknown>> {
  const plugin = catalogueParts();
  const transform = plugin.transform as (this: unknown, code: string, id: string) => Promise<{ code: string }>;
  const out = await transform.call({ addWatchFile() {} }, '', join(root, 'src', 'locales', `${language}.po?part=${part}`));
  // `export const messages=JSON.parse("…")`
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(out.code)?.[1];
  if (!literal) throw new Error(`unexpected catalogue module: ${out.code.slice(0, 80)}`);
  return JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>;
}

describe('catalogue parts (docs/decisions/0158)', () => {
  it('puts a message in the app part only when every place it is written is a signed-in screen', () => {
    expect(partOf(['src/features/clients/clients-page.tsx'])).toBe('app');
    expect(partOf(['src/features/clients/clients-page.tsx', 'src/app/shell/sidebar.tsx'])).toBe('app');
    expect(partOf(['src/features/clients/clients-page.tsx', 'src/components/ui/modal.tsx'])).toBe('public');
    expect(partOf(['src/features/marketing/landing-page.tsx'])).toBe('public');
    expect(partOf([])).toBe('public');
  });

  it('names folders that exist', () => {
    for (const prefix of APP_ONLY) expect(existsSync(join(root, prefix)), prefix).toBe(true);
  });

  it('no public code imports a signed-in screen, so the public part covers every page a visitor can open', () => {
    const offending: string[] = [];
    let imports = 0;
    for (const path of sourceFiles(join(root, 'src'))) {
      const file = relative(root, path);
      // The router loads every screen lazily; the signed-in ones render inside the shell, which
      // waits for the app part.
      if (isAppOnly(file) || file === 'src/app/router.tsx') continue;
      for (const [, spec] of readFileSync(path, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
        if (!spec) continue;
        imports += 1;
        const target = relative(root, resolve(dirname(path), spec));
        if (isAppOnly(`${target}/`) || isAppOnly(target)) offending.push(`${file} imports ${target}`);
      }
    }
    expect(imports).toBeGreaterThan(500);
    expect(offending).toEqual([]);
  });

  it("splits German into two parts that together are the whole catalogue, the visitor's part under 40%", async () => {
    const [pub, app] = await Promise.all([compiledPart('de', 'public'), compiledPart('de', 'app')]);
    const po = readFileSync(join(root, 'src', 'locales', 'de.po'), 'utf8');
    const total = (po.match(/^msgid "/gm) ?? []).length - 1; // minus the header
    expect(Object.keys(pub).length + Object.keys(app).length).toBe(total);
    expect(Object.keys(pub).filter((id) => id in app)).toEqual([]);
    expect(Object.keys(pub).length).toBeLessThan(total * 0.4);
    expect(Object.keys(pub).length).toBeGreaterThan(100);
  });
});
