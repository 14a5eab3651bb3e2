// The public pages as HTML at build time (docs/decisions/0178). After the client bundle is made,
// src/app/prerender.tsx is built for Node and renders each public page with React DOM's
// `prerender`; its markup goes into the app's index.html, one file per page, which src/main.tsx
// hydrates. So a visitor's first paint of those pages needs no JavaScript.
//
// The files: `index.html` is the landing page; `pricing.html`, `pricing/basic.html` and so on the
// others (firebase.json rewrites each path to its file); `app.html` is the empty app shell, the
// SPA fallback of Hosting and of the service worker. Each page keeps the shell's head as it is
// (the inline theme script byte for byte: the Content-Security-Policy allows it by its hash) and
// gets no other inline script.
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { Plugin, ResolvedConfig } from 'vite';
import { catalogueParts } from './catalogue-parts';
import { linguiMacro } from './lingui-macro-plugin';

export const SHELL_FILE = 'app.html';
const ROOT_ELEMENT = '<div id="root"></div>';

type PageSpec = { path: string; source: string };
type RenderedPage = { path: string; html: string };
type ServerModule = { PRERENDERED_PAGES: PageSpec[]; renderPage: (path: string) => Promise<RenderedPage> };
type BundleFile =
  { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[] } | { type: 'asset'; fileName: string; source: string | Uint8Array };

/** The HTML file of a prerendered path: `/` is index.html, `/pricing/basic` pricing/basic.html. */
export function fileOfPath(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

/** React's markup for the page: the hoisted <title> it leads with, and the rest for #root. */
export function splitTitle(markup: string): { title: string | null; body: string } {
  const m = /^<title>([^<]*)<\/title>/.exec(markup);
  return m ? { title: m[1]!, body: markup.slice(m[0].length) } : { title: null, body: markup };
}

/**
 * One page's HTML from the shell's: its markup in #root, marked with the path it was rendered
 * for; its title before the shell's (React hydrates the first <title>, and the shell's stays as
 * the tab's title for a screen that sets none); links that fetch its screen's chunks early.
 */
export function pageHtml(shell: string, page: RenderedPage, preload: readonly string[]): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`prerender: the app's HTML has no ${ROOT_ELEMENT}`);
  const { title, body } = splitTitle(page.html);
  if (/<script(?![^>]*type="application\/json")/i.test(body)) throw new Error(`prerender: ${page.path} rendered a script`);
  let html = shell.replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="${page.path}">${body}</div>`);
  const links = preload
    .filter((file) => !shell.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  const head = `${title === null ? '' : `<title>${title}</title>`}${links}`;
  html = html.replace('<title>', () => `${head}<title>`);
  return html;
}

/** A chunk's file and the files it imports, for the chunk whose module is `source`. */
function chunkFiles(bundle: Record<string, BundleFile>, root: string, source: string): string[] {
  const chunks = Object.values(bundle).filter((f): f is Extract<BundleFile, { type: 'chunk' }> => f.type === 'chunk');
  const page = chunks.find((c) => c.facadeModuleId !== null && resolve(c.facadeModuleId) === resolve(root, source));
  if (!page) throw new Error(`prerender: no chunk in the bundle for ${source}`);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunks.find((c) => c.fileName === fileName)?.imports ?? []) visit(imported);
  };
  visit(page.fileName);
  return [...files];
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'crm-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, output) {
        if (config.build.ssr) return;
        const bundle = output as unknown as Record<string, BundleFile>;
        const shellAsset = bundle['index.html'];
        if (!shellAsset || shellAsset.type !== 'asset') throw new Error('prerender: the build has no index.html');
        const shell = String(shellAsset.source);
        // Built apart, for Node, with the plugins that compile the app's own sources. A folder of
        // its own for each build: Node keeps a module loaded once by its URL, and the chunks import
        // the entry by its plain URL (a query added to bust that cache would load a second copy).
        const outDir = join(config.root, '.cache', 'prerender', `${process.pid}-${Date.now()}`);
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          plugins: [catalogueParts(), linguiMacro(), react(), lingui()],
          worker: { format: 'es' },
          build: { ssr: 'src/app/prerender.tsx', outDir, emptyOutDir: true, sourcemap: false, minify: false, copyPublicDir: false },
        });
        const server = (await import(pathToFileURL(join(outDir, 'prerender.js')).href)) as ServerModule;
        delete bundle['index.html'];
        this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: shell });
        for (const spec of server.PRERENDERED_PAGES) {
          const page = await server.renderPage(spec.path);
          this.emitFile({ type: 'asset', fileName: fileOfPath(spec.path), source: pageHtml(shell, page, chunkFiles(bundle, config.root, spec.source)) });
        }
        rmSync(outDir, { recursive: true, force: true });
      },
    },
  };
}
