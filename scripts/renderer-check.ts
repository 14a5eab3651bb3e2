// Every production build checks what renders the app (docs/decisions/0178): React DOM must be in
// the page's bundle and Preact must not be. An alias, a library or a preset that swaps the
// renderer fails the build (and so `npm start`, the journeys and the bench) instead of shipping.
import type { Plugin } from 'vite';

type ChunkLike = { type: 'chunk'; fileName: string; moduleIds: readonly string[] } | { type: 'asset'; fileName: string };

const PREACT = /\/node_modules\/preact\//;
const REACT_DOM = /\/node_modules\/react-dom\//;

/** What is wrong with the renderer in these chunks: nothing when React DOM is in and Preact out. */
export function rendererProblems(chunks: readonly ChunkLike[]): string[] {
  const problems: string[] = [];
  let reactDom = false;
  for (const chunk of chunks) {
    if (chunk.type !== 'chunk') continue;
    const ids = chunk.moduleIds.map((id) => id.replaceAll('\\', '/'));
    const preact = ids.filter((id) => PREACT.test(id));
    if (preact.length) problems.push(`preact is in the production bundle (${chunk.fileName}: ${preact[0]})`);
    if (ids.some((id) => REACT_DOM.test(id))) reactDom = true;
  }
  if (!reactDom) problems.push('React DOM is not in the production bundle: something replaced the renderer');
  return problems;
}

export function rendererCheck(): Plugin {
  return {
    name: 'crm-renderer-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The prerendering's server build (scripts/prerender.ts) leaves React DOM to Node.
      if (this.environment.config.build.ssr) return;
      const problems = rendererProblems(Object.values(bundle) as ChunkLike[]);
      if (problems.length) this.error(problems.join('; '));
    },
  };
}
