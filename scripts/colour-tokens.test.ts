// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOKENS, leftPairs, mapSource } from './colour-tokens.mjs';

const mapped = (source: string) => mapSource(source).text;

describe('the colour tokens codemod', () => {
  it('maps each frequent light and dark pair to its one token class', () => {
    expect(mapped('<p className="mt-1 text-sm text-slate-600 dark:text-slate-300">')).toBe('<p className="mt-1 text-sm text-fg-muted">');
    expect(mapped('<h2 className="text-slate-900 font-semibold dark:text-slate-100">')).toBe('<h2 className="text-fg font-semibold">');
    expect(mapped("'rounded border border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900'")).toBe("'rounded border border-line-strong bg-surface'");
    expect(mapped('<ul className="divide-y divide-slate-200 dark:divide-slate-700">')).toBe('<ul className="divide-y divide-line">');
    expect(mapped('<tr className="border-b border-slate-200 dark:border-slate-800">')).toBe('<tr className="border-b border-line-soft">');
  });

  it('keeps variants, and needs the same ones on both halves', () => {
    expect(mapped('"px-2 hover:bg-slate-100 dark:hover:bg-slate-800"')).toBe('"px-2 hover:bg-surface-muted"');
    expect(mapped('"[&_h2]:text-slate-900 dark:[&_h2]:text-slate-100"')).toBe('"[&_h2]:text-fg"');
    expect(mapped('"hover:bg-slate-100 dark:bg-slate-800"')).toBe('"hover:bg-slate-100 dark:bg-slate-800"');
  });

  it('leaves rare pairs, opacity modifiers, a token on the wrong utility and halves in two strings as they are', () => {
    const untouched = [
      '"text-slate-700 dark:text-slate-300"',
      '"bg-white/90 dark:bg-slate-900/90"',
      '"bg-slate-900 dark:bg-slate-100"',
      "cond ? 'text-slate-600' : 'dark:text-slate-300'",
      '`text-slate-600 ${x}dark:text-slate-300`',
      '"text-slate-600 text-slate-500 dark:text-slate-300"',
    ];
    for (const source of untouched) expect(mapSource(source)).toEqual({ text: source, count: 0 });
  });

  it('maps inside a template literal up to its first placeholder', () => {
    expect(mapped('`px-4 text-slate-800 dark:text-slate-100 ${c.className ?? ""}`')).toBe('`px-4 text-fg-soft ${c.className ?? ""}`');
  });

  it('maps a stretch that ends right at a placeholder', () => {
    expect(mapped('`border bg-white dark:bg-slate-900${paddings[padding]}`')).toBe('`border bg-surface${paddings[padding]}`');
  });

  it('is idempotent: a second run changes nothing', () => {
    const once = mapSource(
      '<div className="bg-white text-slate-500 dark:bg-slate-900 dark:text-slate-400"><b className="text-slate-700 dark:text-slate-200" /></div>',
    );
    expect(once.count).toBe(3);
    expect(mapSource(once.text)).toEqual({ text: once.text, count: 0 });
  });

  it('counts the pairs it leaves', () => {
    expect([...leftPairs('"text-slate-700 dark:text-slate-300 bg-white dark:bg-slate-800"')]).toEqual([
      ['text-slate-700 dark:text-slate-300', 1],
      ['bg-white dark:bg-slate-800', 1],
    ]);
  });

  it('each token is defined in src/index.css with the light and dark colour it replaces', () => {
    const css = readFileSync(new URL('../src/index.css', import.meta.url), 'utf8');
    const block = (selector: string) => css.slice(css.indexOf(`${selector} {`), css.indexOf('}', css.indexOf(`${selector} {`)));
    const light = block(':root');
    const dark = block('.dark');
    for (const t of TOKENS) {
      expect(css).toContain(`--color-${t.token}: var(--${t.token});`);
      expect(light).toContain(`--${t.token}: --theme(--color-${t.light});`);
      expect(dark).toContain(`--${t.token}: --theme(--color-${t.dark});`);
    }
  });
});
