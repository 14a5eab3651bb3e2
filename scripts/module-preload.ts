// Which lazily loaded chunks get `<link rel=modulepreload>` for their imports (docs/decisions/0170).
//
// When a screen's chunk is imported, Vite's helper inserts one link per chunk it needs, so they
// download together instead of one level of imports after another. Each insertion is a resource
// request made on the page's thread. On a returning visit to a signed-in page the service worker
// serves every chunk from its cache, where a level of imports costs little, and the links cost
// the page's thread more than they save: in a 4x-slowed profile of /dashboard, 158-167 ms of
// `appendChild` in the tasks that load the shell and the page.
//
// So the signed-in screens (the folders catalogue-parts.ts names) import their chunks without
// links. The public pages keep them (a first visit has no service worker yet), and so does every
// chunk the HTML loads.
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { isSignedInSource } from './catalogue-parts';

export function modulePreloadPlan(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];
} {
  let root = process.cwd();
  // Each chunk's file name and the module it stands for (from the project's root, with `/`),
  // noted from the finished bundle.
  const entryOf = new Map<string, string>();
  return {
    plugin: {
      name: 'crm-module-preload',
      apply: 'build',
      configResolved(config) {
        root = config.root;
      },
      // Before Vite's own step that writes each import's links.
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          for (const chunk of Object.values(bundle)) {
            if (chunk.type === 'chunk' && chunk.facadeModuleId) entryOf.set(chunk.fileName, relative(root, chunk.facadeModuleId).replaceAll('\\', '/'));
          }
        },
      },
    },
    resolveDependencies(file, deps, context) {
      if (context.hostType !== 'js') return deps;
      const entry = entryOf.get(file);
      return entry !== undefined && isSignedInSource(entry) ? [] : deps;
    },
  };
}
