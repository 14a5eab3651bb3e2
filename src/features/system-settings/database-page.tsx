// /admin/config/database (owner): the Firestore database the product has (project, database,
// emulators or production, document counts), a real connection test, real backups and the
// performance settings (offline cache size for every user, slow-query logging).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { DatabaseInfo, DatabaseStatus } from '../../data/contract-system-ops';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { BACKUP_FREQUENCIES } from '../../domain/system-settings/global';
import { CACHE_SIZE_RANGE, DATABASE_MESSAGES } from '../../domain/system-settings/database';
import type { DatabaseSettings } from '../../domain/system-settings/database';
import { i18n } from '../../lib/i18n';
import { translateText } from '../../lib/known-texts';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useAdminDates, useAdminFormat } from '../../lib/admin-dates';
import { DatabaseSlowQueries } from './database-slow-queries';
import { messageOf, useFlash } from './use-flash';

const panel = 'rounded-ui-lg border border-line bg-surface p-6';
const h2 = 'text-lg font-semibold text-fg';

const FREQUENCY_LABEL: Record<DatabaseSettings['backupFrequency'], MessageDescriptor> = { daily: msg`Daily`, weekly: msg`Weekly`, monthly: msg`Monthly` };

/** How the database function marks a count summed over every user's subcollection. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the function's marker, matched and replaced by a message
const ALL_USERS = ' (all users)';

const settingsOf = (s: DatabaseStatus): DatabaseSettings => ({
  autoBackup: s.autoBackup,
  backupFrequency: s.backupFrequency,
  cacheSizeMb: s.cacheSizeMb,
  slowQueryLogging: s.slowQueryLogging,
});

export function DatabaseConfigPage() {
  const { t } = useLingui();
  const dates = useAdminDates();
  const format = useAdminFormat();
  const { backend } = useSession();
  const [status, setStatus] = useState<DatabaseStatus | null>(null);
  const [form, setForm] = useState<DatabaseSettings | null>(null);
  const [info, setInfo] = useState<DatabaseInfo | null>(null);
  const [busy, setBusy] = useState<'save' | 'test' | 'backup' | null>(null);
  const [flash, setFlash] = useFlash();

  useEffect(() => {
    if (!backend) return;
    const stop = backend.systemOps.watchDatabaseSettings(
      (s) => {
        setStatus(s);
        setForm((f) => f ?? settingsOf(s));
      },
      (e) => setFlash({ tone: 'error', text: messageOf(e, i18n._(msg`Failed to load settings`)) }),
    );
    backend.systemOps
      .databaseInfo()
      .then(setInfo, (e: unknown) => setFlash({ tone: 'error', text: messageOf(e, i18n._(msg`Failed to load the database details.`)) }));
    return stop;
  }, [backend, setFlash]);

  if (!backend || !status || !form) return <Spinner className="mx-auto h-8 w-8" />;
  const cacheMb = format.number(form.cacheSizeMb);
  // Collections by their ids; the record kinds are counted over every user ("clients (all users)").
  const collectionLabel = (name: string) => {
    const collection = name.endsWith(ALL_USERS) ? name.slice(0, -ALL_USERS.length) : null;
    return collection === null ? name : t`${collection} (all users)`;
  };
  const when = dates.dateTime(status.lastBackupTime, t`Never`);
  const where = status.lastBackupPath;
  const failed = status.lastBackupStatus === 'failed';
  const backupLine = where
    ? failed
      ? t`Last backup: ${when} → ${where} (the latest attempt failed)`
      : t`Last backup: ${when} → ${where}`
    : failed
      ? t`Last backup: ${when} (the latest attempt failed)`
      : t`Last backup: ${when}`;
  const dirty = JSON.stringify(form) !== JSON.stringify(settingsOf(status));

  const save = async () => {
    setBusy('save');
    try {
      await backend.systemOps.saveDatabaseSettings(form);
      setFlash({ tone: 'success', text: translateText(DATABASE_MESSAGES.saved) });
    } catch (e) {
      setFlash({ tone: 'error', text: messageOf(e, t`Failed to save settings. Please try again.`) });
    } finally {
      setBusy(null);
    }
  };
  const test = async () => {
    setBusy('test');
    const r = await backend.systemOps.testConnection();
    const ok = translateText(DATABASE_MESSAGES.connectionOk);
    const ms = r.ms;
    setFlash(r.ok ? { tone: 'success', text: t`${ok} (round trip ${ms} ms)` } : { tone: 'error', text: translateText(DATABASE_MESSAGES.connectionFailed) });
    setBusy(null);
  };
  const backup = async () => {
    setBusy('backup');
    try {
      const r = await backend.systemOps.backupNow();
      setFlash({ tone: r.ok ? 'success' : 'error', text: translateText(r.ok ? r.message : DATABASE_MESSAGES.backupFailed) });
    } catch (e) {
      setFlash({ tone: 'error', text: messageOf(e, translateText(DATABASE_MESSAGES.backupFailed)) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Link to={paths.adminSettings} className="text-sm text-primary-700 hover:underline dark:text-primary-300">
        <Trans>← Back to System Configuration</Trans>
      </Link>
      <PageHeader title={t`Database Configuration`} subtitle={t`The Cloud Firestore database behind the app: what it holds, its backups and performance.`} />
      {flash && <Alert tone={flash.tone}>{flash.text}</Alert>}

      <section aria-labelledby="db-connection" className={panel}>
        <h2 id="db-connection" className={h2}>
          <Trans context="database page section">Connection</Trans>
        </h2>
        {info ? (
          <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-fg-subtle">
                <Trans>Project</Trans>
              </dt>
              <dd className="text-fg">{info.projectId}</dd>
            </div>
            <div>
              <dt className="text-fg-subtle">
                <Trans context="database name">Database</Trans>
              </dt>
              <dd className="text-fg">{info.databaseId}</dd>
            </div>
            <div>
              <dt className="text-fg-subtle">
                <Trans>Running on</Trans>
              </dt>
              <dd className="text-fg">{info.emulator ? t`Firebase emulators (local)` : t`Cloud Firestore (production)`}</dd>
            </div>
          </dl>
        ) : (
          <Spinner className="mt-3 h-6 w-6" />
        )}
        <Button className="mt-4" variant="secondary" onClick={() => void test()} disabled={busy !== null}>
          {busy === 'test' ? t`Testing...` : t`Test Connection`}
        </Button>
      </section>

      <section aria-labelledby="db-counts" className={panel}>
        <h2 id="db-counts" className={h2}>
          <Trans context="database page section">Documents</Trans>
        </h2>
        {info ? (
          <table className="mt-3 text-sm">
            <tbody>
              {info.counts.map((c) => (
                <tr key={c.name}>
                  <th scope="row" className="py-1 pr-6 text-left font-normal text-fg-muted">
                    {collectionLabel(c.name)}
                  </th>
                  <td className="py-1 text-right text-fg">{format.number(c.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <Spinner className="mt-3 h-6 w-6" />
        )}
      </section>

      <section aria-labelledby="db-backup" className={panel}>
        <h2 id="db-backup" className={h2}>
          <Trans context="database page section">Backups</Trans>
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{backupLine}</p>
        {info?.backupTarget === null && (
          <p className="mt-1 text-sm text-amber-700 dark:text-amber-300">
            <Trans>No backup bucket is configured (BACKUP_BUCKET): backups cannot run.</Trans>
          </p>
        )}
        <Button className="mt-3" onClick={() => void backup()} disabled={busy !== null}>
          {busy === 'backup' ? t`Backing up...` : t`Back up now`}
        </Button>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <label className="flex items-center gap-2 text-fg-soft">
            <input type="checkbox" checked={form.autoBackup} onChange={(e) => setForm({ ...form, autoBackup: e.target.checked })} />
            <Trans>Automatic backups</Trans>
          </label>
          <label className="flex items-center gap-2 text-sm text-fg-body">
            <Trans context="backup frequency">Frequency</Trans>
            <select
              className="rounded-ui border border-line-strong bg-surface px-2 py-1"
              value={form.backupFrequency}
              onChange={(e) => setForm({ ...form, backupFrequency: e.target.value as DatabaseSettings['backupFrequency'] })}
            >
              {BACKUP_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {t(FREQUENCY_LABEL[f])}
                </option>
              ))}
            </select>
          </label>
        </div>
      </section>

      <section aria-labelledby="db-performance" className={panel}>
        <h2 id="db-performance" className={h2}>
          <Trans context="database page section">Performance</Trans>
        </h2>
        <label htmlFor="cache-size" className="mt-3 flex justify-between text-sm font-medium text-fg-body">
          <span>
            <Trans>Offline cache size</Trans>
          </span>
          <span>{t`${cacheMb} MB`}</span>
        </label>
        <input
          id="cache-size"
          type="range"
          min={CACHE_SIZE_RANGE.min}
          max={CACHE_SIZE_RANGE.max}
          step={CACHE_SIZE_RANGE.step}
          value={form.cacheSizeMb}
          onChange={(e) => setForm({ ...form, cacheSizeMb: Number(e.target.value) })}
          className="mt-2 w-full accent-primary-600"
        />
        <p className="text-xs text-fg-subtle">
          <Trans>
            The size of the Firestore cache each browser keeps for offline use (0 means the smallest, 1 MB). It applies from each user’s next start of the app.
          </Trans>
        </p>
        <label className="mt-4 flex items-start gap-2 text-fg-soft">
          <input type="checkbox" className="mt-1" checked={form.slowQueryLogging} onChange={(e) => setForm({ ...form, slowQueryLogging: e.target.checked })} />
          <span>
            <Trans>Slow-query logging</Trans>
            <span className="block text-sm text-fg-muted">
              <Trans>Record reads of the app that take over 1 second, with the screen they were made on.</Trans>
            </span>
          </span>
        </label>
        <div className="mt-4 flex gap-2">
          <Button onClick={() => void save()} disabled={!dirty || busy !== null}>
            {busy === 'save' ? t`Saving...` : t`Save Settings`}
          </Button>
          <Button variant="secondary" onClick={() => setForm(settingsOf(status))} disabled={!dirty || busy !== null}>
            <Trans>Discard changes</Trans>
          </Button>
        </div>
      </section>

      <DatabaseSlowQueries />
    </div>
  );
}
