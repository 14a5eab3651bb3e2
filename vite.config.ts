import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { catalogueParts } from './scripts/catalogue-parts';
import { compileHints } from './scripts/compile-hints';
import { linguiMacro } from './scripts/lingui-macro-plugin';
import { modulePreloadPlan } from './scripts/module-preload';
import { prerenderPages } from './scripts/prerender';
import { rendererCheck } from './scripts/renderer-check';

// The service worker (docs/decisions/0110-service-worker-after-sign-in.md): built by Workbox in
// every production build (`npm start` and the browser journeys included), never in `npm run dev`.
// The app registers it itself after sign-in (src/lib/service-worker.ts), so the plugin injects
// no registration script into the public pages.
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  devOptions: { enabled: false },
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'SmallBiz CRM',
    short_name: 'SmallBiz CRM',
    description: 'Clients, team, revenue and expenses for small businesses in one place.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#2563eb',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    cacheId: 'crm',
    // The app shell and every chunk the build emits: one revisioned precache per deployment.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The spreadsheet reader (about 0.8 MB) is fetched when the import page first needs it and
    // kept by the runtime cache below; importing needs the server anyway.
    globIgnores: ['**/xlsx-*.js', '**/parse.worker-*.js'],
    runtimeCaching: [
      {
        // Hashed build files never change under one name: cache first, keep a few deployments.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'crm-assets', expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60 } },
      },
    ],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    // The empty app shell (index.html is the prerendered landing page, scripts/prerender.ts): a
    // prerendered page served for another path would be drawn anew anyway (src/main.tsx).
    navigateFallback: '/app.html',
    // Firebase's reserved paths (auth handler, init.json) and the REST API are never the SPA.
    navigateFallbackDenylist: [/^\/__\//, /^\/api\//],
    cleanupOutdatedCaches: true,
    // A new worker waits until the user chooses Reload: one tab never mixes two deployments.
    skipWaiting: false,
    clientsClaim: false,
  },
});

// Signed-in screens load their chunks without preload links (docs/decisions/0170).
const preload = modulePreloadPlan();

export default defineConfig({
  resolve: {
    alias: [
      // The Firestore SDK's regex engine serves only pipeline queries, which the app does not use
      // (docs/decisions/0130): 45 KiB gzip less for every signed-in visit.
      { find: /^re2js$/, replacement: fileURLToPath(new URL('./src/vendor/re2js-absent.ts', import.meta.url)) },
    ],
  },
  plugins: [catalogueParts(), linguiMacro(), react(), lingui(), tailwindcss(), pwa, compileHints(), preload.plugin, rendererCheck(), prerenderPages()],
  // Module workers: the data layer's worker (docs/decisions/0163) loads its parts on demand.
  worker: { format: 'es' },
  build: {
    manifest: true,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    sourcemap: true,
    target: 'es2022',
  },
  server: { port: 5173 },
});
