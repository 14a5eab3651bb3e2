import { describe, expect, it } from 'vitest';
import { isSignedInSource } from './catalogue-parts';
import { modulePreloadPlan } from './module-preload';

type Handler = (options: unknown, bundle: Record<string, unknown>) => void;

/** A plan that has seen a bundle of these chunks (file name → the module each stands for). */
function planAfter(chunks: Record<string, string>) {
  const plan = modulePreloadPlan();
  const hook = plan.plugin.generateBundle as { order: string; handler: Handler };
  // Before Vite's own step, which asks for the links.
  expect(hook.order).toBe('pre');
  const bundle = Object.fromEntries(
    Object.entries(chunks).map(([fileName, entry]) => [fileName, { type: 'chunk', fileName, facadeModuleId: `${process.cwd()}/${entry}` }]),
  );
  hook.handler({}, { ...bundle, 'assets/index.css': { type: 'asset', fileName: 'assets/index.css' } });
  return plan;
}

describe('module preload links (docs/decisions/0170)', () => {
  const deps = ['assets/page.js', 'assets/modal.js', 'assets/money.js'];

  it('gives a signed-in screen no links and a public page all of its own', () => {
    const plan = planAfter({
      'assets/clients-page-a.js': 'src/features/clients/clients-page.tsx',
      'assets/app-shell-b.js': 'src/app/shell/app-shell.tsx',
      'assets/landing-page-c.js': 'src/features/marketing/landing-page.tsx',
      'assets/login-page-d.js': 'src/features/auth/login-page.tsx',
    });
    const js = { hostId: 'assets/index.js', hostType: 'js' as const };
    expect(plan.resolveDependencies('assets/clients-page-a.js', deps, js)).toEqual([]);
    expect(plan.resolveDependencies('assets/app-shell-b.js', deps, js)).toEqual([]);
    expect(plan.resolveDependencies('assets/landing-page-c.js', deps, js)).toEqual(deps);
    expect(plan.resolveDependencies('assets/login-page-d.js', deps, js)).toEqual(deps);
  });

  it("keeps the HTML's links and those of a chunk it does not know", () => {
    const plan = planAfter({ 'assets/clients-page-a.js': 'src/features/clients/clients-page.tsx' });
    expect(plan.resolveDependencies('assets/clients-page-a.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
    expect(plan.resolveDependencies('assets/other-x.js', deps, { hostId: 'assets/index.js', hostType: 'js' })).toEqual(deps);
  });

  it('names the signed-in folders as the catalogues do, and no public one', () => {
    expect(isSignedInSource('src/features/dashboard/dashboard-page.tsx')).toBe(true);
    expect(isSignedInSource('src/features/admin/users-page.tsx')).toBe(true);
    expect(isSignedInSource('src/features/marketing/pricing-page.tsx')).toBe(false);
    expect(isSignedInSource('src/features/billing/pricing-page.tsx')).toBe(false);
    expect(isSignedInSource('src/features/auth/signup-page.tsx')).toBe(false);
  });
});
