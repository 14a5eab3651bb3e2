import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { REGISTRATION_CLOSED_MESSAGE } from '../../domain/system-settings/public';
import { usePublicSettings } from '../../lib/public-settings';
import { translateText } from '../../lib/known-texts';

/** Start Free Trial, or, while the owner has closed registration, a plain note saying so. */
function StartTrial() {
  const { registrationEnabled } = usePublicSettings();
  if (!registrationEnabled) {
    return (
      <p role="note" className="max-w-md rounded-ui bg-surface-muted px-4 py-3 text-sm text-fg-body">
        {translateText(REGISTRATION_CLOSED_MESSAGE)}
      </p>
    );
  }
  return (
    <Link to={paths.signup} className={buttonClasses('primary', 'lg')}>
      <Trans>Start Free Trial</Trans>
    </Link>
  );
}

const FEATURES = [
  { title: msg`Client Management`, text: msg`Every client’s contact details, value, progress and notes in one searchable list.` },
  { title: msg`Team & Tasks`, text: msg`Keep your team in one place, assign tasks and follow progress down to each subtask.` },
  { title: msg`Salaries & Payroll`, text: msg`Record salary payments; each one is booked as an expense automatically.` },
  { title: msg`Revenue Tracking`, text: msg`Log income by source and type and see this month’s total at a glance.` },
  { title: msg`Expense Management`, text: msg`Track spending by category, with your own categories when the built-in ones don’t fit.` },
  { title: msg`Dashboard & Reports`, text: msg`Live totals, net profit and charts of where your money comes from and goes.` },
];

const BENEFITS = [
  msg`Set up in minutes: no installation, works in any modern browser`,
  msg`Your data syncs live across tabs and devices`,
  msg`Import clients, revenue and more from CSV or Excel files`,
  msg`Export or back up your data whenever you like`,
  msg`Light and dark themes`,
  msg`Cancel anytime; no credit card required during the trial`,
];

/** The public front page: hero, six feature cards, benefits and the three calls to action. */
export function LandingPage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`SmallBiz CRM · Clients, team and money in one place`}</title>
      <section className="bg-gradient-to-b from-primary-50 to-transparent dark:from-slate-900">
        <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:py-28">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-700 dark:text-primary-300">SmallBiz CRM</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            <Trans>Run your small business from one place</Trans>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-fg-muted">
            <Trans>Clients, team, salaries, revenue and expenses, with a live dashboard that shows how your business is doing.</Trans>
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <StartTrial />
            <Link to={paths.pricing} className={buttonClasses('secondary', 'lg')}>
              <Trans>View Pricing</Trans>
            </Link>
            <Link to={paths.contact} className={buttonClasses('ghost', 'lg')}>
              <Trans>Contact Sales</Trans>
            </Link>
          </div>
          <p className="mt-8 text-sm text-fg-muted">
            <Trans>
              Already have an account?{' '}
              <Link to={paths.login} className="font-medium text-primary-700 hover:underline dark:text-primary-300">
                Sign In
              </Link>
            </Trans>
          </p>
        </div>
      </section>

      <section aria-labelledby="features" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="features" className="text-center text-3xl font-bold text-slate-900 dark:text-white">
          <Trans>Everything you need to run your business</Trans>
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((f) => (
            <Card as="li" key={f.title.id} shadow>
              <h3 className="text-lg font-semibold text-fg">{t(f.title)}</h3>
              <p className="mt-2 text-fg-muted">{t(f.text)}</p>
            </Card>
          ))}
        </ul>
      </section>

      <section aria-labelledby="benefits" className="mx-auto max-w-4xl px-4 pb-20">
        <h2 id="benefits" className="text-center text-3xl font-bold text-slate-900 dark:text-white">
          <Trans>Why small businesses choose us</Trans>
        </h2>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2">
          {BENEFITS.map((b) => (
            <li key={b.id} className="flex gap-3 text-fg-body">
              <svg viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-green-600 dark:text-green-400" fill="currentColor" aria-hidden="true">
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
              </svg>
              {t(b)}
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap justify-center gap-3">
          <StartTrial />
          <Link to={paths.contact} className={buttonClasses('secondary', 'lg')}>
            <Trans>Contact Sales</Trans>
          </Link>
        </div>
      </section>
    </>
  );
}
