// The public pages rendered to HTML at build time (docs/decisions/0178): scripts/prerender.ts
// builds this module for Node and writes each page's markup into the app's HTML, which
// src/main.tsx then hydrates. English, the source language; no session, no browser storage, so
// every page renders as a signed-out visitor's first render in English does.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { activateEnglishNow } from '../lib/i18n';
import { paths } from '../lib/paths';
import { AppProvider } from './provider';
import { routes } from './router';

/** The paths prerendered, each to its own HTML file, with the module of its screen (router.tsx). */
export const PRERENDERED_PAGES = [
  { path: paths.landing, source: 'src/features/marketing/landing-page.tsx' },
  { path: paths.pricing, source: 'src/features/billing/pricing-page.tsx' },
  { path: paths.pricingBasic, source: 'src/features/billing/plan-page.tsx' },
  { path: paths.pricingPro, source: 'src/features/billing/plan-page.tsx' },
  { path: paths.contact, source: 'src/features/marketing/contact-page.tsx' },
  { path: paths.terms, source: 'src/features/marketing/terms-page.tsx' },
  { path: paths.privacy, source: 'src/features/marketing/privacy-page.tsx' },
];

export type PrerenderedPage = { path: string; html: string };

/** The markup of the app at `path`, as the client's first render draws it there. */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  activateEnglishNow();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered a redirect (${context.status})`);
  if (context.statusCode !== 200) throw new Error(`prerender: ${path} answered ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: the router writes no inline data script (the pages have no loaders, and the
  // Content-Security-Policy allows no other inline script than the theme's).
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
    // Every Suspense boundary inline, in place: a larger one would otherwise be written apart and
    // moved in by an inline script (React's progressive outlining, above 12,800 bytes).
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  // A screen that throws here would be drawn by the client instead: the build says so.
  if (errors.length) throw new Error(`prerender: ${path} failed to render`, { cause: errors[0] });
  return { path, html: await new Response(prelude).text() };
}
