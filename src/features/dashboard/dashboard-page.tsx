import { greetingName, useSession } from '../../app/session';

/** Placeholder until the dashboard issue: the greeting, and an honest note about what is coming. */
export function DashboardPage() {
  const session = useSession();
  return (
    <section className="mx-auto max-w-5xl">
      <title>Dashboard · SmallBiz CRM</title>
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-100">
        Welcome back, {greetingName(session)}! Here&apos;s your business overview.
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        The full dashboard, with your totals, charts and recent activity, is coming soon.
      </p>
    </section>
  );
}
