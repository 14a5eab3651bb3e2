// /admin/settings (docs/product/admin.md#system-configuration): the six configuration cards and a System Status that is
// measured, not static: a tiny Firestore read, a cheap callable, and the time of the last backup.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { useAdminDates } from '../../lib/admin-dates';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { sectionClass, sectionTitleClass } from './config-frame';

const CARDS = [
  { to: paths.adminConfigDatabase, title: msg({ message: 'Database', context: 'configuration card' }), text: msg`Connection, backups and performance.` },
  {
    to: paths.adminConfigSecurity,
    title: msg({ message: 'Security', context: 'configuration card' }),
    text: msg`Sign-in method, password rules and session timeout.`,
  },
  { to: paths.adminConfigApi, title: msg({ message: 'API', context: 'configuration card' }), text: msg`API keys, endpoints and rate limits.` },
  {
    to: paths.adminConfigNotifications,
    title: msg({ message: 'Notifications', context: 'configuration card' }),
    text: msg`E-mail, push and delivery preferences.`,
  },
  {
    to: paths.adminConfigTheme,
    title: msg({ message: 'Theme', context: 'configuration card' }),
    text: msg`Brand colour, UI style, default mode, logo and favicon.`,
  },
  {
    to: paths.adminConfigGlobal,
    title: msg({ message: 'Global', context: 'configuration card' }),
    text: msg`Defaults for new users, maintenance, registration, limits and support contacts.`,
  },
] as const;

/** A measurement: still running, answered (after `ms`, or with the time of the last backup), or failed. */
type Probe = { state: 'checking' } | { state: 'ok'; ms?: number; at?: Date | null } | { state: 'down'; unknown?: boolean };

const CHECKING: Probe = { state: 'checking' };
const roundMs = (n: number) => Math.max(1, Math.round(n));

function StatusRow({ label, probe, detail }: { label: string; probe: Probe; detail: string }) {
  const { t } = useLingui();
  const dot = probe.state === 'ok' ? 'bg-green-500' : probe.state === 'down' ? 'bg-red-500' : 'bg-slate-400';
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="flex items-center gap-2 text-sm font-medium text-fg-soft">
        <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${dot}`} />
        {label}
      </dt>
      <dd className="text-sm text-fg-muted">{probe.state === 'checking' ? t`Checking...` : detail}</dd>
    </div>
  );
}

export function SystemConfigHubPage() {
  const { t } = useLingui();
  const dates = useAdminDates();
  const { loadBackend } = useSession();
  const [database, setDatabase] = useState<Probe>(CHECKING);
  const [functions, setFunctions] = useState<Probe>(CHECKING);
  const [backup, setBackup] = useState<Probe>(CHECKING);

  const measure = useCallback(() => {
    void loadBackend().then((b) => {
      b.system.pingFirestore().then(
        (took) => setDatabase({ state: 'ok', ms: roundMs(took) }),
        () => setDatabase({ state: 'down' }),
      );
      b.system.pingFunctions().then(
        (took) => setFunctions({ state: 'ok', ms: roundMs(took) }),
        () => setFunctions({ state: 'down' }),
      );
      b.system.lastBackupTime().then(
        (at) => setBackup(at ? { state: 'ok', at } : { state: 'down' }),
        () => setBackup({ state: 'down', unknown: true }),
      );
    });
  }, [loadBackend]);

  useEffect(measure, [measure]);

  const answered = (p: Probe, upText: (ms: number) => string, downText: string) => (p.state === 'ok' ? upText(p.ms ?? 0) : downText);
  const databaseText = answered(database, (ms) => t`Reachable · ${ms} ms`, t`Unreachable`);
  const functionsText = answered(functions, (ms) => t`Answering · ${ms} ms`, t`Not answering`);
  const backupText = backup.state === 'ok' ? dates.dateTime(backup.at, t`Never`) : backup.state === 'down' && backup.unknown ? t`Unknown` : t`Never`;

  const measureAgain = () => {
    setDatabase(CHECKING);
    setFunctions(CHECKING);
    setBackup(CHECKING);
    measure();
  };

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t`System Configuration`} subtitle={t`Settings that apply to the whole service.`} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.to}>
            <Link to={card.to} className={`block h-full ${sectionClass} hover:border-primary-400 focus-visible:outline-2 focus-visible:outline-primary-600`}>
              <h2 className="text-lg font-semibold text-fg">{t(card.title)}</h2>
              <p className="mt-1 text-sm text-fg-muted">{t(card.text)}</p>
              <span className="mt-3 inline-block text-sm font-medium text-primary-700 dark:text-primary-300">
                <Trans>Configure →</Trans>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <section className={`mt-8 ${sectionClass}`} aria-labelledby="system-status">
        <div className="flex items-center justify-between gap-3">
          <h2 id="system-status" className={sectionTitleClass}>
            <Trans>System Status</Trans>
          </h2>
          <Button variant="secondary" size="sm" onClick={measureAgain}>
            <Trans>Check again</Trans>
          </Button>
        </div>
        <dl className="divide-y divide-slate-100 dark:divide-slate-800">
          <StatusRow label={t({ message: 'Database', context: 'system status' })} probe={database} detail={databaseText} />
          <StatusRow label={t`Cloud Functions`} probe={functions} detail={functionsText} />
          <StatusRow label={t`Last backup`} probe={backup} detail={backupText} />
        </dl>
      </section>
    </div>
  );
}
