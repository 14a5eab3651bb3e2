import { SourceMapConsumer } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, wantsCompileHint } from './compile-hints';

type Handler = (options: unknown, bundle: Record<string, unknown>) => void;

function runPlugin(bundle: Record<string, unknown>) {
  const hook = compileHints().generateBundle as { order: string; handler: Handler };
  // After Vite's own steps, which put their preamble at the start of a chunk.
  expect(hook.order).toBe('post');
  hook.handler({}, bundle);
}

// "const a=1;" on line 1, then "b();" on line 2, both mapped to src/x.ts lines 1 and 2.
const MAP = { version: 3, sources: ['src/x.ts'], names: [], mappings: 'AAAA;AACA', sourcesContent: ['const a = 1;\nb();'] };

describe('compile hints (docs/decisions/0169)', () => {
  it('puts the hint on the first line of the page chunks, before the preamble, and moves their source maps down a line', () => {
    const code = 'const __vite__mapDeps=(i)=>i;\nb();';
    const bundle: Record<string, unknown> = {
      'assets/index-a.js': { type: 'chunk', fileName: 'assets/index-a.js', code, moduleIds: ['/app/src/main.tsx'], map: null },
      'assets/index-a.js.map': { type: 'asset', fileName: 'assets/index-a.js.map', source: JSON.stringify(MAP) },
    };
    runPlugin(bundle);
    const out = (bundle['assets/index-a.js'] as { code: string }).code;
    expect(out.split('\n')[0]).toBe(COMPILE_HINT);
    expect(out).toBe(`${COMPILE_HINT}\n${code}`);
    const map = new SourceMapConsumer(JSON.parse((bundle['assets/index-a.js.map'] as { source: string }).source));
    // "b();" is now on line 3 and still maps to line 2 of the source.
    expect(map.originalPositionFor({ line: 3, column: 0 })).toMatchObject({ source: 'src/x.ts', line: 2 });
    expect(map.originalPositionFor({ line: 2, column: 0 })).toMatchObject({ source: 'src/x.ts', line: 1 });
  });

  it('moves the chunk’s own map when the map is not yet an asset', () => {
    const chunk = { type: 'chunk', fileName: 'assets/a.js', code: 'a();', moduleIds: ['/app/src/a.ts'], map: { ...MAP } };
    runPlugin({ 'assets/a.js': chunk });
    expect(chunk.map.mappings).toBe(';AAAA;AACA');
  });

  it('leaves out the chunks of which a visit runs little, and assets', () => {
    expect(wantsCompileHint(['/app/node_modules/xlsx/xlsx.mjs'])).toBe(false);
    expect(wantsCompileHint(['/app/src/import/parse-file.ts', '/app/node_modules/papaparse/papaparse.js'])).toBe(false);
    expect(wantsCompileHint(['/app/src/domain/schemas.ts', '/app/node_modules/zod/v4/classic/schemas.js'])).toBe(false);
    expect(wantsCompileHint(['/app/src/features/clients/clients-page.tsx', '/app/node_modules/react-dom/cjs/react-dom-client.production.js'])).toBe(true);
    const css = { type: 'asset', fileName: 'assets/index.css', source: 'body{}' };
    const xlsx = { type: 'chunk', fileName: 'assets/xlsx.js', code: 'x();', moduleIds: ['/app/node_modules/xlsx/xlsx.mjs'], map: null };
    runPlugin({ 'assets/index.css': css, 'assets/xlsx.js': xlsx });
    expect(css.source).toBe('body{}');
    expect(xlsx.code).toBe('x();');
  });
});
