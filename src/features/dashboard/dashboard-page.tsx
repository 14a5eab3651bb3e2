import { useEffect, useState } from 'react';
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
import type { DashboardFigures } from '../../data/contract';
import type { FeatureName } from '../../domain/entitlements';
import { useFormat } from '../../lib/format';
import { DASHBOARD_TUTORIAL } from './dashboard-tutorial';
import { Tour } from './tour';
import { clearPaymentWelcome, pendingPaymentWelcome } from './tour-storage';
import { useDashboardFigures } from './use-dashboard-figures';
import { Panel } from '../../components/ui/card';

export const FINANCIAL_EMPTY = 'No financial data to display. Add revenue or expenses to see charts.';
export const EXPENSES_EMPTY = 'No expense data to display. Add expenses to see breakdown.';
export const ACTIVITY_EMPTY = 'No recent activity. Start by adding your first client or revenue record.';

const CATEGORY_LABELS: Record<string, string> = {
  office: 'Office',
  marketing: 'Marketing',
  travel: 'Travel',
  software: 'Software',
  equipment: 'Equipment',
  utilities: 'Utilities',
  salary: 'Salary',
};

const QUICK_ACTIONS: { label: string; to: string; feature?: FeatureName }[] = [
  { label: 'Add Client', to: paths.clients },
  { label: 'Add Revenue', to: paths.revenue },
  { label: 'Add Expense', to: paths.expenses, feature: 'expenses' },
  { label: 'Add Salary', to: paths.salaries, feature: 'salaries' },
];

export function DashboardPage() {
  const session = useSession();
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
      <title>Dashboard · SmallBiz CRM</title>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-100">
          Welcome back, {greetingName(session)}! Here&apos;s your business overview.
        </h1>
        <Button variant="secondary" size="sm" onClick={() => setHelpOpen(true)}>
          Help
        </Button>
      </div>

      {user?.role === 'owner' && (
        <Alert tone="info">
          <strong>Owner Access Enabled</strong> — you have full ownership of this system, every feature included.
        </Alert>
      )}
      {user?.role === 'admin' && (
        <Alert tone="info">
          <strong>Admin Access Enabled</strong> — you have administrative privileges and unlimited feature access.
        </Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}

      {!figures ? (
        <div role="status" className="flex items-center justify-center gap-3 py-24 text-slate-600 dark:text-slate-300">
          <Spinner className="h-6 w-6" />
          Loading your figures...
        </div>
      ) : (
        <Overview figures={figures} canWrite={entitlements?.canWrite ?? false} features={entitlements?.features ?? null} />
      )}

      <Modal open={welcome !== null} onClose={() => setWelcome(null)} title="Welcome to SmallBiz CRM!">
        <p className="text-slate-700 dark:text-slate-300">
          {welcome?.message || 'Your payment was successful and your plan is active.'} Would you like a quick tour of your dashboard?
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setWelcome(null)}>
            No Thanks
          </Button>
          <Button onClick={startTutorial}>Start Tutorial</Button>
        </div>
      </Modal>

      <Modal open={helpOpen} onClose={() => setHelpOpen(false)} title="Dashboard help">
        <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
          <li>The cards and charts add up all your records and update live.</li>
          <li>This-month figures count records dated in the current month.</li>
          <li>Use Quick Actions to add a client, revenue, expense or salary.</li>
          <li>
            Questions about your plan? See{' '}
            <Link to={paths.plans} className="font-medium text-primary-700 underline dark:text-primary-300">
              plans
            </Link>{' '}
            or{' '}
            <Link to={paths.contact} className="font-medium text-primary-700 underline dark:text-primary-300">
              contact sales
            </Link>
            .
          </li>
        </ul>
        <SupportContacts className="mt-4" />
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setHelpOpen(false)}>
            Close
          </Button>
          <Button onClick={startTutorial}>Start Tutorial</Button>
        </div>
      </Modal>

      {tutorialOpen && (
        <Tour steps={DASHBOARD_TUTORIAL} onComplete={() => setTutorialOpen(false)} onDismiss={() => setTutorialOpen(false)} />
      )}
    </div>
  );
}

function Overview({
  figures,
  canWrite,
  features,
}: {
  figures: DashboardFigures;
  canWrite: boolean;
  features: Record<FeatureName, boolean> | null;
}) {
  const format = useFormat();
  const hasMoney = figures.revenue.total !== 0 || figures.expenses.total !== 0;
  const activity = [
    ...figures.recentClients.map((c) => ({
      key: `c-${c.id}`,
      text: `New client: ${c.name}`,
      when: c.dateAdded ? `Added ${format.date(c.dateAdded)}` : '',
    })),
    ...figures.recentRevenues.map((r) => ({
      key: `r-${r.id}`,
      text: `Revenue: ${format.money(r.amount)} from ${r.source}`,
      when: r.date ? format.date(r.date) : '',
    })),
  ];

  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Active Clients" value={figures.clients.active} detail={`of ${figures.clients.total} total`} />
        <StatCard
          label="Total Revenue"
          tone="green"
          value={format.money(figures.revenue.total)}
          detail={`${format.money(figures.revenue.thisMonth)} this month`}
        />
        <StatCard
          label="Total Expenses"
          tone="red"
          value={format.money(figures.expenses.total)}
          detail={`${format.money(figures.expenses.thisMonth)} this month`}
        />
        <StatCard
          label="Net Profit"
          tone="violet"
          value={format.money(figures.netProfit)}
          detail={`${figures.pendingSalaries} pending salar${figures.pendingSalaries === 1 ? 'y' : 'ies'}`}
        />
      </dl>

      <div className="grid gap-4 lg:grid-cols-2">
        <BarChart
          title="Financial Overview"
          data={
            hasMoney
              ? [
                  { label: 'Revenue', value: figures.revenue.total, color: '#10b981' },
                  { label: 'Expenses', value: figures.expenses.total, color: '#ef4444' },
                  { label: 'Net Profit', value: figures.netProfit, color: BRAND_COLOR },
                ]
              : []
          }
          emptyText={FINANCIAL_EMPTY}
        />
        <DoughnutChart
          title="Expense Breakdown"
          data={figures.expensesByCategory.map((c) => ({ label: CATEGORY_LABELS[c.category] ?? c.category, value: c.amount }))}
          emptyText={EXPENSES_EMPTY}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Quick Actions" titleId="quick-actions" titleClassName="mb-4 text-lg" padding="md" shadow>
          {!canWrite && (
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">Your account is read-only, so adding records is turned off.</p>
          )}
          <ul className="grid grid-cols-2 gap-3">
            {QUICK_ACTIONS.map((a) => {
              const locked = a.feature && features ? !features[a.feature] : false;
              return (
                <li key={a.label}>
                  {canWrite ? (
                    <Link to={a.to} className={buttonClasses('secondary', 'lg', 'w-full')}>
                      {a.label}
                      {locked && ' '}
                      {locked && (
                        <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                          Pro
                        </span>
                      )}
                    </Link>
                  ) : (
                    <Button variant="secondary" size="lg" className="w-full" disabled>
                      {a.label}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </Panel>

        <Panel title="Recent Activity" titleId="recent-activity" titleClassName="mb-4 text-lg" padding="md" shadow>
          {activity.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{ACTIVITY_EMPTY}</p>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-700">
              {activity.map((a) => (
                <li key={a.key} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                  <span className="text-sm font-medium text-slate-900 dark:text-slate-100">{a.text}</span>
                  {a.when && <span className="text-xs text-slate-500 dark:text-slate-400">{a.when}</span>}
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}
