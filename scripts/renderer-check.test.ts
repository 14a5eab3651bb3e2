import { describe, expect, it } from 'vitest';
import { rendererProblems } from './renderer-check';

const chunk = (fileName: string, moduleIds: string[]) => ({ type: 'chunk' as const, fileName, moduleIds });

describe('the build checks that React DOM renders the app (docs/decisions/0178)', () => {
  it('passes a bundle with React DOM and no Preact', () => {
    expect(
      rendererProblems([
        chunk('assets/index.js', ['/app/src/main.tsx', '/app/node_modules/react-dom/cjs/react-dom-client.production.js']),
        { type: 'asset', fileName: 'assets/index.css' },
      ]),
    ).toEqual([]);
  });

  it('fails a bundle in which Preact renders, with the chunk and the module named', () => {
    expect(rendererProblems([chunk('assets/index.js', ['/app/src/main.tsx', '/app/node_modules/preact/compat/dist/compat.module.js'])])).toEqual([
      'preact is in the production bundle (assets/index.js: /app/node_modules/preact/compat/dist/compat.module.js)',
      'React DOM is not in the production bundle: something replaced the renderer',
    ]);
  });

  it('fails a bundle with Preact beside React DOM, and one with neither', () => {
    expect(
      rendererProblems([chunk('a.js', ['C:\\app\\node_modules\\react-dom\\client.js']), chunk('b.js', ['C:\\app\\node_modules\\preact\\dist\\preact.mjs'])]),
    ).toHaveLength(1);
    expect(rendererProblems([chunk('a.js', ['/app/src/main.tsx'])])).toEqual(['React DOM is not in the production bundle: something replaced the renderer']);
  });
});
