import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { greetingName, useSession } from '../../app/session';

/** Placeholder until the home issue: a welcome and a way to the dashboard. */
export function HomePage() {
  const session = useSession();
  return (
    <section className="mx-auto max-w-5xl">
      <title>Home · SmallBiz CRM</title>
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-100">Welcome, {greetingName(session)}!</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        The home page, with quick actions and a guided tour, is coming soon. Meanwhile, your{' '}
        <Link to={paths.dashboard} className="font-medium text-blue-700 hover:underline dark:text-blue-300">
          dashboard
        </Link>{' '}
        is the place to start.
      </p>
    </section>
  );
}
