// Vite's preload helper with import() in place of <link rel=modulepreload> (docs/decisions/0166).
//
// When the app loads a screen's chunk on demand, Vite fetches the chunks it imports at the same
// time, so their download does not wait for the screen's to be parsed. Its helper does that by
// inserting one <link rel=modulepreload> per chunk, 20-30 for a signed-in screen, and each
// insertion costs the page's thread about half a millisecond (four times that on Lighthouse's
// phone), all in the task that draws the screen. `import(url)` starts the same download from the
// module loader and costs the page nothing at once; the chunk then runs as soon as it has arrived,
// in a task of its own, rather than with the screen. Every chunk it names is one the screen
// imports, so each would run before the screen anyway.
import type { Plugin } from 'vite';

export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** The helper's module: `__vitePreload(load, deps)` is what Vite writes around each `import()`. */
export function preloadHelperCode(base: string): string {
  return `const base = ${JSON.stringify(base)};
const started = new Set();
function failed(error) {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}
function stylesheet(href) {
  for (const link of document.querySelectorAll('link[rel=stylesheet]')) if (link.href === new URL(href, document.baseURI).href) return null;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise((resolve, reject) => {
    link.addEventListener('load', resolve);
    link.addEventListener('error', () => reject(new Error('Unable to preload CSS for ' + href)));
  });
  document.head.appendChild(link);
  return loaded;
}
export const __vitePreload = function preload(load, deps) {
  const styles = [];
  if (deps) for (const dep of deps) {
    const href = base + dep;
    if (started.has(href)) continue;
    started.add(href);
    if (href.endsWith('.css')) {
      const loaded = stylesheet(href);
      if (loaded) styles.push(loaded.catch((error) => { started.delete(href); failed(error); }));
    } else {
      // A chunk that fails here (offline) is tried again by the import that needs it, which
      // reports the failure.
      import(/* @vite-ignore */ href).catch(() => started.delete(href));
    }
  }
  return Promise.all(styles).then(() => load().catch(failed));
};
`;
}

/** Serves the helper above in place of Vite's, in production builds of the app. */
export function preloadByImport(): Plugin {
  let base = '/';
  return {
    name: 'crm-preload-by-import',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === PRELOAD_HELPER_ID || id === 'vite/preload-helper.js' ? PRELOAD_HELPER_ID : null;
    },
    load(id) {
      return id === PRELOAD_HELPER_ID ? preloadHelperCode(base) : null;
    },
  };
}
