import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { greetingName, useSession } from '../../lib/session';
import { HOME_TOUR } from './home-tour';
import { Tour } from './tour';
import { isTourCompleted, markTourCompleted } from './tour-storage';
import { Card, cardClass } from '../../components/ui/card';

/** How long after the page loads the first-run tour appears. */
export const TOUR_DELAY_MS = 1000;

const QUICK_ACTIONS = [
  { label: msg`View Dashboard`, description: msg`Your totals, charts and recent activity`, to: paths.dashboard },
  { label: msg`Manage Clients`, description: msg`Add clients and track their progress`, to: paths.clients },
  { label: msg`Track Salaries`, description: msg`Payroll with automatic expense records`, to: paths.salaries },
  { label: msg`Record Revenue`, description: msg`Log income and see it add up`, to: paths.revenue },
];

const FEATURES = [
  { title: msg`Client Management`, text: msg`Keep every client’s details, value, progress and notes in one place.` },
  { title: msg`Team & Tasks`, text: msg`Organise your team, assign tasks and follow their progress.` },
  { title: msg`Salaries & Payroll`, text: msg`Record salary payments; each one is booked as an expense automatically.` },
  { title: msg`Revenue & Expenses`, text: msg`Track money in and out by type and category, month by month.` },
  { title: msg`Reports & Charts`, text: msg`See your financial overview and where your money goes.` },
  { title: msg`Import & Export`, text: msg`Bring in spreadsheets and take your data with you at any time.` },
];

export function HomePage() {
  const session = useSession();
  const { t } = useLingui();
  const name = greetingName(session);
  // The same title message as every page header's: '{title} · SmallBiz CRM'.
  const title = t`Home`;
  const uid = session.user?.uid ?? '';
  const [tourOpen, setTourOpen] = useState(false);

  // The tour appears about a second after the first load, on every visit until completed.
  useEffect(() => {
    if (!uid || isTourCompleted(uid)) return;
    const timer = setTimeout(() => setTourOpen(true), TOUR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [uid]);

  const complete = () => {
    markTourCompleted(uid);
    setTourOpen(false);
  };

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <title>{t`${title} · SmallBiz CRM`}</title>
      <section>
        <h1 className="text-3xl font-semibold text-fg">
          <Trans>Welcome, {name}!</Trans>
        </h1>
        <p className="mt-2 text-fg-muted">
          <Trans>Everything your business needs, from clients to cash flow, in one place.</Trans>
        </p>
      </section>

      <section aria-labelledby="home-quick-actions">
        <h2 id="home-quick-actions" className="mb-3 text-lg font-semibold text-fg">
          <Trans>Quick Actions</Trans>
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK_ACTIONS.map((a) => (
            <li key={a.to}>
              <Link
                to={a.to}
                className={`block h-full ${cardClass({ padding: 'md', shadow: true })} hover:border-primary-400 hover:shadow focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:border-primary-400`}
              >
                <span className="block font-semibold text-primary-700 dark:text-primary-300">{t(a.label)}</span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{t(a.description)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-features">
        <h2 id="home-features" className="mb-3 text-lg font-semibold text-fg">
          <Trans>What you can do</Trans>
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((f) => (
            <Card as="li" key={f.title.id} padding="md">
              <h3 className="font-semibold text-fg">{t(f.title)}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t(f.text)}</p>
            </Card>
          ))}
        </ul>
      </section>

      {tourOpen && <Tour steps={HOME_TOUR} onComplete={complete} onDismiss={() => setTourOpen(false)} />}
    </div>
  );
}
