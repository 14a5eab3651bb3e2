// /admin/settings (seed 002 section 2.8): the six configuration cards and a System Status that is
// measured, not static: a tiny Firestore read, a cheap callable, and the time of the last backup.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { formatAdminDateTime } from './format';
import { sectionClass, sectionTitleClass } from './config-frame';

const CARDS = [
  { to: paths.adminConfigDatabase, title: 'Database', text: 'Connection, backups and performance.' },
  { to: paths.adminConfigSecurity, title: 'Security', text: 'Sign-in method, password rules and session timeout.' },
  { to: paths.adminConfigApi, title: 'API', text: 'API keys, endpoints and rate limits.' },
  { to: paths.adminConfigNotifications, title: 'Notifications', text: 'E-mail, push and delivery preferences.' },
  { to: paths.adminConfigTheme, title: 'Theme', text: 'Brand colour, UI style, default mode, logo and favicon.' },
  { to: paths.adminConfigGlobal, title: 'Global', text: 'Defaults for new users, maintenance, registration, limits and support contacts.' },
] as const;

type Probe = { state: 'checking' } | { state: 'ok'; detail: string } | { state: 'down'; detail: string };

const CHECKING: Probe = { state: 'checking' };
const ms = (n: number) => `${Math.max(1, Math.round(n))} ms`;

function StatusRow({ label, probe }: { label: string; probe: Probe }) {
  const dot = probe.state === 'ok' ? 'bg-green-500' : probe.state === 'down' ? 'bg-red-500' : 'bg-slate-400';
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-100">
        <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${dot}`} />
        {label}
      </dt>
      <dd className="text-sm text-slate-600 dark:text-slate-300">{probe.state === 'checking' ? 'Checking...' : probe.detail}</dd>
    </div>
  );
}

export function SystemConfigHubPage() {
  const { loadBackend } = useSession();
  const [database, setDatabase] = useState<Probe>(CHECKING);
  const [functions, setFunctions] = useState<Probe>(CHECKING);
  const [backup, setBackup] = useState<Probe>(CHECKING);

  const measure = useCallback(() => {
    void loadBackend().then((b) => {
      b.system.pingFirestore().then(
        (t) => setDatabase({ state: 'ok', detail: `Reachable · ${ms(t)}` }),
        () => setDatabase({ state: 'down', detail: 'Unreachable' }),
      );
      b.system.pingFunctions().then(
        (t) => setFunctions({ state: 'ok', detail: `Answering · ${ms(t)}` }),
        () => setFunctions({ state: 'down', detail: 'Not answering' }),
      );
      b.system.lastBackupTime().then(
        (at) => setBackup(at ? { state: 'ok', detail: formatAdminDateTime(at) } : { state: 'down', detail: 'Never' }),
        () => setBackup({ state: 'down', detail: 'Unknown' }),
      );
    });
  }, [loadBackend]);

  useEffect(measure, [measure]);

  const measureAgain = () => {
    setDatabase(CHECKING);
    setFunctions(CHECKING);
    setBackup(CHECKING);
    measure();
  };

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="System Configuration" subtitle="Settings that apply to the whole service." />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.to}>
            <Link to={card.to} className={`block h-full ${sectionClass} hover:border-primary-400 focus-visible:outline-2 focus-visible:outline-primary-600`}>
              <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{card.title}</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{card.text}</p>
              <span className="mt-3 inline-block text-sm font-medium text-primary-700 dark:text-primary-300">Configure →</span>
            </Link>
          </li>
        ))}
      </ul>
      <section className={`mt-8 ${sectionClass}`} aria-labelledby="system-status">
        <div className="flex items-center justify-between gap-3">
          <h2 id="system-status" className={sectionTitleClass}>
            System Status
          </h2>
          <Button variant="secondary" size="sm" onClick={measureAgain}>
            Check again
          </Button>
        </div>
        <dl className="divide-y divide-slate-100 dark:divide-slate-800">
          <StatusRow label="Database" probe={database} />
          <StatusRow label="Cloud Functions" probe={functions} />
          <StatusRow label="Last backup" probe={backup} />
        </dl>
      </section>
    </div>
  );
}
