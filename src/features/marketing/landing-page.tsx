import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { buttonClasses } from '../../components/ui/button';

/** The public front page (minimal for now; another issue fleshes it out). */
export function LandingPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-20 text-center sm:py-28">
      <title>SmallBiz CRM · Clients, team and money in one place</title>
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">SmallBiz CRM</h1>
      <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
        Clients, team, salaries, revenue and expenses for your small business, in one place.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={paths.signup} className={buttonClasses('primary', 'lg')}>
          Start Free Trial
        </Link>
        <Link to={paths.pricing} className={buttonClasses('secondary', 'lg')}>
          View Pricing
        </Link>
        <Link to={paths.contact} className={buttonClasses('ghost', 'lg')}>
          Contact Sales
        </Link>
      </div>
      <p className="mt-8 text-sm text-slate-600 dark:text-slate-300">
        Already have an account?{' '}
        <Link to={paths.login} className="font-medium text-blue-700 hover:underline dark:text-blue-300">
          Sign In
        </Link>
      </p>
    </section>
  );
}
