import { describe, expect, it } from 'vitest';
import { fileOfPath, pageHtml, splitTitle } from '../../scripts/prerender';
import { PRERENDERED_PAGES, renderPage } from './prerender';

const SHELL = '<!doctype html><html><head><title>SmallBiz CRM</title><script>theme()</script></head><body><div id="root"></div></body></html>';

describe('public pages prerendered at build time (docs/decisions/0178)', () => {
  it('renders each public page to its markup, with its title, and no script', async () => {
    for (const { path } of PRERENDERED_PAGES) {
      const { html } = await renderPage(path);
      const { title, body } = splitTitle(html);
      expect(title, path).toMatch(/SmallBiz CRM/);
      expect(body, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(body, path).not.toMatch(/<script/);
      // No Suspense boundary left for the client to draw (an error or a pending part).
      expect(body, path).not.toMatch(/<!--\$[!?~]-->/);
    }
  });

  it('writes each page into the shell: marked with its path, its title first, the shell kept byte for byte', () => {
    const html = pageHtml(SHELL, { path: '/terms', html: '<title>Terms · SmallBiz CRM</title><main>T</main>' }, ['assets/terms.js', 'assets/index.js']);
    expect(html).toBe(
      '<!doctype html><html><head><title>Terms · SmallBiz CRM</title><link rel="modulepreload" crossorigin href="/assets/terms.js"><link rel="modulepreload" crossorigin href="/assets/index.js"><title>SmallBiz CRM</title><script>theme()</script></head><body><div id="root" data-prerendered="/terms"><main>T</main></div></body></html>',
    );
    expect(() => pageHtml(SHELL, { path: '/x', html: '<main></main><script>x()</script>' }, [])).toThrow('prerender: /x rendered a script');
    expect([fileOfPath('/'), fileOfPath('/pricing'), fileOfPath('/pricing/basic')]).toEqual(['index.html', 'pricing.html', 'pricing/basic.html']);
  });
});
