import { useEffect, useState } from 'react';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateText } from '../../lib/known-texts';
import { welcomeMessage } from '../../domain/billing';
import { PLAN_IDS } from '../../domain/types';
import { getPlan } from '../../domain/plans';
import { knownValueLabel } from '../../components/ui/value-labels';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { greetingName, useSession } from '../../lib/session';
import { BarChart } from '../../components/charts/bar-chart';
import { DoughnutChart } from '../../components/charts/doughnut-chart';
import { BRAND_COLOR } from '../../components/charts/chart-types';
import { Alert } from '../../components/ui/alert';
import { SupportContacts } from '../../components/ui/support-contacts';
import { Button, buttonClasses } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { Spinner } from '../../components/ui/spinner';
import { StatCard } from '../../components/ui/stat-card';
import { AccessNotice } from '../../components/ui/access-notice';
import type { MessageDescriptor } from '@lingui/core';
import type { DashboardFigures } from '../../data/contract';
import type { FeatureName } from '../../domain/entitlements';
import { useFormat } from '../../lib/use-format';
import { DASHBOARD_TUTORIAL } from './dashboard-tutorial';
import { Tour } from './tour';
import { clearPaymentWelcome, pendingPaymentWelcome } from './tour-storage';
import { useDashboardFigures } from './use-dashboard-figures';
import { PipelineCard } from './pipeline-card';
import { Panel } from '../../components/ui/card';

export const FINANCIAL_EMPTY = msg`No financial data to display. Add revenue or expenses to see charts.`;
export const EXPENSES_EMPTY = msg`No expense data to display. Add expenses to see breakdown.`;
export const ACTIVITY_EMPTY = msg`No recent activity. Start by adding your first client or revenue record.`;

const QUICK_ACTIONS: { label: MessageDescriptor; to: string; feature?: FeatureName }[] = [
  { label: msg`Add Client`, to: paths.clients },
  { label: msg`Add Revenue`, to: paths.revenue },
  { label: msg`Add Expense`, to: paths.expenses, feature: 'expenses' },
  { label: msg`Add Salary`, to: paths.salaries, feature: 'salaries' },
];

export function DashboardPage() {
  const session = useSession();
  const { t } = useLingui();
  const name = greetingName(session);
  // The same title message as every page header's: '{title} · SmallBiz CRM'.
  const title = t`Dashboard`;
  const { entitlements, user } = session;
  const { figures, error } = useDashboardFigures();
  // Read once on arrival: the payment flow leaves this flag for exactly one welcome.
  const [welcome, setWelcome] = useState(pendingPaymentWelcome);
  const welcomePending = welcome !== null;
  useEffect(() => {
    if (welcomePending) clearPaymentWelcome();
  }, [welcomePending]);
  const [helpOpen, setHelpOpen] = useState(false);
  const [tutorialOpen, setTutorialOpen] = useState(false);

  const startTutorial = () => {
    setWelcome(null);
    setHelpOpen(false);
    setTutorialOpen(true);
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <title>{t`${title} · SmallBiz CRM`}</title>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-semibold text-fg">
          <Trans>Welcome back, {name}! Here&apos;s your business overview.</Trans>
        </h1>
        <Button variant="secondary" size="sm" onClick={() => setHelpOpen(true)}>
          <Trans>Help</Trans>
        </Button>
      </div>

      {user?.role === 'owner' && (
        <Alert tone="info">
          <Trans>
            <strong>Owner Access Enabled</strong> — you have full ownership of this system, every feature included.
          </Trans>
        </Alert>
      )}
      {user?.role === 'admin' && (
        <Alert tone="info">
          <Trans>
            <strong>Admin Access Enabled</strong> — you have administrative privileges and unlimited feature access.
          </Trans>
        </Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}

      {!figures ? (
        <div role="status" className="flex items-center justify-center gap-3 py-24 text-fg-muted">
          <Spinner className="h-6 w-6" />
          <Trans>Loading your figures...</Trans>
        </div>
      ) : (
        <Overview figures={figures} canWrite={entitlements?.canWrite ?? false} features={entitlements?.features ?? null} />
      )}

      <Modal open={welcome !== null} onClose={() => setWelcome(null)} title={t`Welcome to SmallBiz CRM!`}>
        <p className="text-slate-700 dark:text-slate-300">
          {welcome?.message ? welcomeText(welcome.message) : t`Your payment was successful and your plan is active.`}{' '}
          <Trans>Would you like a quick tour of your dashboard?</Trans>
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setWelcome(null)}>
            <Trans>No Thanks</Trans>
          </Button>
          <Button onClick={startTutorial}>
            <Trans>Start Tutorial</Trans>
          </Button>
        </div>
      </Modal>

      <Modal open={helpOpen} onClose={() => setHelpOpen(false)} title={t`Dashboard help`}>
        <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
          <li>
            <Trans>The cards and charts add up all your records and update live.</Trans>
          </li>
          <li>
            <Trans>This-month figures count records dated in the current month.</Trans>
          </li>
          <li>
            <Trans>Use Quick Actions to add a client, revenue, expense or salary.</Trans>
          </li>
          <li>
            <Trans>
              Questions about your plan? See{' '}
              <Link to={paths.plans} className="font-medium text-primary-700 underline dark:text-primary-300">
                plans
              </Link>{' '}
              or{' '}
              <Link to={paths.contact} className="font-medium text-primary-700 underline dark:text-primary-300">
                contact sales
              </Link>
              .
            </Trans>
          </li>
        </ul>
        <SupportContacts className="mt-4" />
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setHelpOpen(false)}>
            <Trans>Close</Trans>
          </Button>
          <Button onClick={startTutorial}>
            <Trans>Start Tutorial</Trans>
          </Button>
        </div>
      </Modal>

      {tutorialOpen && <Tour steps={DASHBOARD_TUTORIAL} onComplete={() => setTutorialOpen(false)} onDismiss={() => setTutorialOpen(false)} />}
    </div>
  );
}

/**
 * The welcome text the payment flow stored (English, built by welcomeMessage) in the active
 * language: the plan's sentence when it is one of those, else through the known texts.
 */
function welcomeText(stored: string): string {
  const plan = PLAN_IDS.find((id) => welcomeMessage(id) === stored);
  if (!plan) return translateText(stored);
  const planName = getPlan(plan).name;
  return t`Welcome! Your ${planName} plan is now active.`;
}

function Overview({ figures, canWrite, features }: { figures: DashboardFigures; canWrite: boolean; features: Record<FeatureName, boolean> | null }) {
  const format = useFormat();
  const { t } = useLingui();
  const hasMoney = figures.revenue.total !== 0 || figures.expenses.total !== 0;
  const payroll = useSession().recordAccess.payroll;
  const activity = [
    ...figures.recentClients.map((c) => {
      const name = c.name;
      const added = c.dateAdded ? format.date(c.dateAdded) : '';
      return { key: `c-${c.id}`, text: t`New client: ${name}`, when: added ? t`Added ${added}` : '' };
    }),
    ...figures.recentRevenues.map((r) => {
      const amount = format.money(r.amount);
      const source = r.source;
      return { key: `r-${r.id}`, text: t`Revenue: ${amount} from ${source}`, when: r.date ? format.date(r.date) : '' };
    }),
  ];

  const totalClients = format.number(figures.clients.total);
  const revenueThisMonth = format.money(figures.revenue.thisMonth);
  const expensesThisMonth = format.money(figures.expenses.thisMonth);

  return (
    <>
      <AccessNotice screen="dashboard" />
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t`Active Clients`} value={format.number(figures.clients.active)} detail={t`of ${totalClients} total`} />
        <StatCard label={t`Total Revenue`} tone="green" value={format.money(figures.revenue.total)} detail={t`${revenueThisMonth} this month`} />
        <StatCard label={t`Total Expenses`} tone="red" value={format.money(figures.expenses.total)} detail={t`${expensesThisMonth} this month`} />
        <StatCard
          label={t`Net Profit`}
          tone="violet"
          value={format.money(figures.netProfit)}
          detail={payroll ? t`${plural(figures.pendingSalaries, { one: '# pending salary', other: '# pending salaries' })}` : undefined}
        />
      </dl>

      <PipelineCard />

      <div className="grid gap-4 lg:grid-cols-2">
        <BarChart
          title={t`Financial Overview`}
          data={
            hasMoney
              ? [
                  { label: t`Revenue`, value: figures.revenue.total, color: '#10b981' },
                  { label: t`Expenses`, value: figures.expenses.total, color: '#ef4444' },
                  { label: t`Net Profit`, value: figures.netProfit, color: BRAND_COLOR },
                ]
              : []
          }
          emptyText={t(FINANCIAL_EMPTY)}
        />
        <DoughnutChart
          title={t`Expense Breakdown`}
          data={figures.expensesByCategory.map((c) => ({ label: knownValueLabel(c.category) ?? c.category, value: c.amount }))}
          emptyText={t(EXPENSES_EMPTY)}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={t`Quick Actions`} titleId="quick-actions" titleClassName="mb-4 text-lg" padding="md" shadow>
          {!canWrite && (
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
              <Trans>Your account is read-only, so adding records is turned off.</Trans>
            </p>
          )}
          <ul className="grid grid-cols-2 gap-3">
            {QUICK_ACTIONS.map((a) => {
              const locked = a.feature && features ? !features[a.feature] : false;
              return (
                <li key={a.to}>
                  {canWrite ? (
                    <Link to={a.to} className={buttonClasses('secondary', 'lg', 'w-full')}>
                      {t(a.label)}
                      {locked && ' '}
                      {locked && (
                        <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                          <Trans context="plan badge">Pro</Trans>
                        </span>
                      )}
                    </Link>
                  ) : (
                    <Button variant="secondary" size="lg" className="w-full" disabled>
                      {t(a.label)}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </Panel>

        <Panel title={t`Recent Activity`} titleId="recent-activity" titleClassName="mb-4 text-lg" padding="md" shadow>
          {activity.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t(ACTIVITY_EMPTY)}</p>
          ) : (
            <ul className="divide-y divide-line">
              {activity.map((a) => (
                <li key={a.key} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                  <span className="text-sm font-medium text-fg">{a.text}</span>
                  {a.when && <span className="text-xs text-fg-subtle">{a.when}</span>}
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}
