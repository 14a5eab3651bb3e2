// Settings > Data Management (docs/product/import.md#export): Export My Data (CSV, JSON, CRM
// text, the deals CSV, the activities CSV), Restore from a JSON export (merge or replace) and Clear Cache.
import { useRef, useState } from 'react';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '../../lib/session';
import { THEME_STORAGE_KEY } from '../../lib/theme';
import type { RestoreMode } from '../../data/contract-transfer';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { labelOf } from '../../components/ui/select-field';
import { downloadText } from '../../components/ui/download';
import { Modal } from '../../components/ui/modal';
import { CACHE_MESSAGES, EXPORT_MESSAGES, countRecords, exportFileName, readBackup, toBackup, toCsv, toJson, toText } from '../../domain/export/export';
import type { Backup, ExportFormat } from '../../domain/export/export';
import { toDealsCsv } from '../../domain/export/deals-csv';
import { toActivitiesCsv } from '../../domain/export/activities';
import type { ActivitiesCsvLabels } from '../../domain/export/activities';
import type { DealPerson, DealsCsvLabels } from '../../domain/export/deals-csv';
import type { Backend } from '../../data/contract';
import { Panel } from '../../components/ui/card';
import { useFormat } from '../../lib/use-format';
import { translateText } from '../../lib/known-texts';

type Message = { tone: 'success' | 'error' | 'info'; text: string; details?: string[] };
type Progress = { step: 'export' | 'check' | 'restore'; done: number; total: number };

/** localStorage keys Clear Cache keeps: the theme and the settings (docs/product/import.md#clear-cache). */
export const KEPT_STORAGE_KEYS = [THEME_STORAGE_KEY, 'crmSettings', 'demoUser'];

const FORMATS: { format: ExportFormat; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  { format: 'csv', label: msg({ message: 'CSV', context: 'export format' }), hint: msg`Every record type as a section, for spreadsheets.` },
  { format: 'json', label: msg({ message: 'JSON', context: 'export format' }), hint: msg`A full backup you can restore: records and categories.` },
  { format: 'text', label: msg({ message: 'CRM text', context: 'export format' }), hint: msg`A readable summary of everything.` },
  {
    format: 'deals-csv',
    label: msg({ message: 'Deals (CSV)', context: 'export format' }),
    hint: msg`One row per deal with its client, stage, pipeline and owner, for spreadsheets.`,
  },
  {
    format: 'activities-csv',
    label: msg({ message: 'Activities (CSV)', context: 'export format' }),
    hint: msg`One row per note, call, meeting or e-mail with its client and author, newest first, for spreadsheets.`,
  },
];

// The name of an export format inside the "exported" message (TEXT for the text file).
const FORMAT_NAMES: Record<ExportFormat, string> = { csv: 'CSV', json: 'JSON', text: 'TEXT', 'deals-csv': 'CSV', 'activities-csv': 'CSV' };

/** The account's members by uid, read once (the deals CSV names each deal's owner); the person exporting at least. */
function peopleOf(backend: Backend, accountId: string, me: { uid: string } & DealPerson): Promise<Record<string, DealPerson>> {
  const people: Record<string, DealPerson> = { [me.uid]: { displayName: me.displayName, email: me.email } };
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      // After the watch has returned its stop, even when it answered at once.
      queueMicrotask(() => stop());
      resolve(people);
    };
    const stop = backend.members.watchMembers(
      accountId,
      (members) => {
        for (const m of members) people[m.uid] = { displayName: m.displayName, email: m.email };
        finish();
      },
      finish,
    );
    // Offline without a cached list: the owners not found are named by their id.
    setTimeout(finish, 5000);
  });
}

export function DataManagement({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useLingui();
  const { backend, user, accountId, accountName, entitlements } = useSession();
  const display = useFormat();
  const uid = accountId ?? '';
  const canWrite = entitlements?.canWrite ?? false;
  const clientCap = entitlements?.clientCap ?? null;
  const [exportOpen, setExportOpen] = useState(false);
  const [cacheOpen, setCacheOpen] = useState(false);
  const [restore, setRestore] = useState<{ backup: Backup; invalid: string[]; existing: number } | null>(null);
  const [mode, setMode] = useState<RestoreMode>('merge');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const busy = progress !== null;

  const runExport = async (format: ExportFormat) => {
    if (!backend || !user) return;
    setMessage(null);
    setProgress({ step: 'export', done: 0, total: 1 });
    let data;
    try {
      data = await backend.transfer.readAll(uid, (p) => setProgress({ step: 'export', ...p }));
    } catch {
      setProgress(null);
      setMessage({ tone: 'error', text: translateText(EXPORT_MESSAGES.failed) });
      return;
    }
    try {
      const backup = toBackup(data, { email: user.email, displayName: user.displayName }, new Date());
      const date = display.today();
      if (format === 'deals-csv') downloadText(exportFileName('deals-csv', date), toDealsCsv(data, await peopleOf(backend, uid, user), dealsCsvLabels()));
      else if (format === 'activities-csv')
        downloadText(exportFileName('activities-csv', date), toActivitiesCsv(data, await peopleOf(backend, uid, user), activitiesCsvLabels()));
      else if (format === 'csv') downloadText(exportFileName('csv', date), toCsv(data));
      else if (format === 'json') downloadText(exportFileName('json', date), toJson(backup), 'application/json;charset=utf-8');
      else downloadText(exportFileName('text', date), toText(backup, display), 'text/plain;charset=utf-8');
      setExportOpen(false);
      const formatName = FORMAT_NAMES[format];
      setMessage({ tone: 'success', text: t`Data exported successfully as ${formatName}!` });
      // The activity log (DATA_EXPORTED); the download has happened whatever the log says.
      void backend.account.recordDataExport(format === 'deals-csv' || format === 'activities-csv' ? 'csv' : format).catch(() => undefined);
    } catch {
      setMessage({ tone: 'error', text: translateText(EXPORT_MESSAGES.error) });
    } finally {
      setProgress(null);
    }
  };

  const dealsCsvLabels = (): DealsCsvLabels => ({
    headers: {
      title: t({ message: 'Title', context: 'deals export column' }),
      client: t({ message: 'Client', context: 'deals export column' }),
      value: t({ message: 'Value', context: 'deals export column' }),
      stage: t({ message: 'Stage', context: 'deals export column' }),
      pipeline: t({ message: 'Pipeline', context: 'deals export column' }),
      probability: t({ message: 'Probability (%)', context: 'deals export column' }),
      status: t({ message: 'Status', context: 'deals export column' }),
      expectedClose: t({ message: 'Expected close', context: 'deals export column' }),
      closedOn: t({ message: 'Won or lost on', context: 'deals export column' }),
      lostReason: t({ message: 'Lost reason', context: 'deals export column' }),
      owner: t({ message: 'Owner', context: 'deals export column' }),
      notes: t({ message: 'Notes', context: 'deals export column' }),
    },
    // As the deals list shows them.
    status: { open: labelOf('open'), won: labelOf('won'), lost: labelOf('lost') },
  });

  const activitiesCsvLabels = (): ActivitiesCsvLabels => ({
    headers: {
      at: t({ message: 'Date and time', context: 'activities export column' }),
      client: t({ message: 'Client', context: 'deals export column' }),
      kind: t({ message: 'Kind', context: 'activities export column' }),
      duration: t({ message: 'Duration (minutes)', context: 'activities export column' }),
      outcome: t({ message: 'Outcome', context: 'activities export column' }),
      text: t({ message: 'Text', context: 'activities export column' }),
      author: t({ message: 'Author', context: 'activities export column' }),
      mentions: t({ message: 'Mentions', context: 'activities export column' }),
      source: t({ message: 'Written in', context: 'activities export column' }),
    },
    // As the timeline names them (client-timeline.tsx).
    kinds: { note: t`Note`, call: t`Call`, meeting: t`Meeting`, email: t`E-mail` },
    sources: { app: t({ message: 'The app', context: 'activity source' }), api: t({ message: 'The API', context: 'activity source' }) },
  });

  const chooseBackup = async (file: File) => {
    setMessage(null);
    if (!backend) return;
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setMessage({ tone: 'error', text: t`Failed to read file` });
      return;
    }
    const checked = readBackup(text);
    if (!checked.ok) {
      // The custom fields of a hand-edited backup: the message and, beside it, what is wrong.
      setMessage({ tone: 'error', text: translateText(checked.message), ...(checked.details ? { details: checked.details.map(translateText) } : {}) });
      return;
    }
    try {
      setProgress({ step: 'check', done: 0, total: 1 });
      const current = await backend.transfer.readAll(uid);
      setMode('merge');
      setRestore({ backup: checked.backup, invalid: checked.invalid, existing: countRecords(current) });
    } catch {
      setMessage({ tone: 'error', text: t`Could not read your current data. Please try again.` });
    } finally {
      setProgress(null);
    }
  };

  const runRestore = async () => {
    if (!backend || !restore) return;
    const { backup, invalid, existing } = restore;
    setRestore(null);
    setProgress({ step: 'restore', done: 0, total: countRecords(backup) });
    try {
      const report = await backend.transfer.restore(uid, backup, existing > 0 ? mode : 'merge', { clientCap }, (p) => setProgress({ step: 'restore', ...p }));
      const errors = [...invalid, ...report.errors].map(translateText);
      const written = report.written;
      const errorCount = errors.length;
      const more = errorCount - 10;
      setMessage({
        tone: written > 0 || errorCount === 0 ? 'success' : 'error',
        text:
          errorCount > 0
            ? t`Restored ${plural(written, { one: '# record', other: '# records' })} with ${plural(errorCount, { one: '# error', other: '# errors' })}.`
            : t`${plural(written, { one: 'Restored # record.', other: 'Restored # records.' })}`,
        details: errors.slice(0, 10).concat(more > 0 ? [t`${plural(more, { one: '... and # more error', other: '... and # more errors' })}`] : []),
      });
    } catch (e) {
      const reason = translateText(e instanceof Error ? e.message : String(e));
      setMessage({ tone: 'error', text: t`Restore failed: ${reason}. Your file was not changed; you can try again.` });
    } finally {
      setProgress(null);
    }
  };

  const backupDate = restore?.backup.exportDate ? display.dateTime(new Date(restore.backup.exportDate)) : null;
  const backupCount = restore ? countRecords(restore.backup) : 0;
  const invalidCount = restore?.invalid.length ?? 0;
  const existingCount = restore?.existing ?? 0;

  const clearCache = async () => {
    setCacheOpen(false);
    if (!backend) return;
    try {
      const removed: string[] = [];
      for (let i = localStorage.length - 1; i >= 0; i--) {
        const key = localStorage.key(i);
        if (key && !KEPT_STORAGE_KEYS.includes(key) && !key.startsWith('firebase:')) removed.push(key);
      }
      removed.forEach((k) => localStorage.removeItem(k));
      sessionStorage.clear();
      if (typeof caches !== 'undefined') {
        for (const name of await caches.keys()) await caches.delete(name);
      }
      await backend.transfer.clearLocalCache();
      setMessage({ tone: 'success', text: t`Cache cleared successfully! The page will reload to fetch fresh data.` });
      setTimeout(reload, 1500);
    } catch (e) {
      setMessage({ tone: 'error', text: translateText(e instanceof Error && e.message ? CACHE_MESSAGES.error : CACHE_MESSAGES.failed) });
    }
  };

  const progressText = (p: Progress) => {
    const { done, total } = p;
    if (p.step === 'export') return t`Exporting... ${done} of ${total}`;
    if (p.step === 'check') return t`Checking your account... ${done} of ${total}`;
    return t`Restoring... ${done} of ${total}`;
  };
  const progressLabel = (p: Progress) => (p.step === 'export' ? t`Export progress` : p.step === 'check' ? t`Account check progress` : t`Restore progress`);

  if (entitlements && !entitlements.canManage) {
    const account = accountName;
    return (
      <Panel title={t`Data Management`} titleId="data-management">
        <p className="mt-3 text-sm text-fg-muted">
          <Trans>Only owners and managers of {account} export, back up and restore its data.</Trans>
        </p>
      </Panel>
    );
  }

  return (
    <Panel title={t`Data Management`} titleId="data-management">
      {message && (
        <Alert tone={message.tone} className="mt-3">
          <p>{message.text}</p>
          {message.details && message.details.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {message.details.map((d, i) => (
                <li key={i}>{d}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {progress && (
        <div role="status" className="mt-3 text-sm text-fg-body">
          {progressText(progress)}
          <progress className="mt-1 block h-2 w-full" max={Math.max(1, progress.total)} value={progress.done} aria-label={progressLabel(progress)} />
        </div>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <Button onClick={() => setExportOpen(true)} disabled={busy}>
            <Trans>Export My Data</Trans>
          </Button>
          <p className="mt-1 text-sm text-fg-muted">
            <Trans>Download your records as CSV, JSON or text.</Trans>
          </p>
        </div>
        <div>
          <Button variant="secondary" onClick={() => fileRef.current?.click()} disabled={busy || !canWrite}>
            <Trans>Restore from Backup</Trans>
          </Button>
          <input
            ref={fileRef}
            type="file"
            accept=".json,application/json"
            aria-label={t`Choose a JSON backup to restore`}
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void chooseBackup(file);
            }}
          />
          <p className="mt-1 text-sm text-fg-muted">
            <Trans>Bring back a JSON export.</Trans>
          </p>
        </div>
        <div>
          <Button variant="secondary" onClick={() => setCacheOpen(true)} disabled={busy}>
            <Trans>Clear Cache</Trans>
          </Button>
          <p className="mt-1 text-sm text-fg-muted">
            <Trans>Removes this browser&apos;s offline copy of your data and temporary app data. Your settings, theme and sign-in stay.</Trans>
          </p>
        </div>
      </div>

      <Modal open={exportOpen} onClose={() => !busy && setExportOpen(false)} title={t`Export My Data`}>
        <p className="mb-3 text-sm text-fg-body">
          <Trans>Choose a format:</Trans>
        </p>
        <ul className="space-y-2">
          {FORMATS.map((f) => (
            <li key={f.format}>
              <Button variant="secondary" className="w-full justify-start" disabled={busy} onClick={() => void runExport(f.format)}>
                {t(f.label)}
              </Button>
              <p className="mt-1 text-xs text-fg-muted">{t(f.hint)}</p>
            </li>
          ))}
        </ul>
        {progress && (
          <p role="status" className="mt-3 text-sm text-fg-body">
            {progressText(progress)}
          </p>
        )}
      </Modal>

      <Modal open={cacheOpen} onClose={() => setCacheOpen(false)} title={t`Clear Cache`}>
        <p className="text-sm text-fg-body">{translateText(CACHE_MESSAGES.confirm)}</p>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setCacheOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="danger" onClick={() => void clearCache()}>
            <Trans>Clear Cache</Trans>
          </Button>
        </div>
      </Modal>

      <Modal open={restore !== null} onClose={() => setRestore(null)} title={t`Restore from Backup`}>
        {restore && (
          <div className="text-sm text-fg-body">
            <p>
              {backupDate ? (
                <Plural value={backupCount} one={`This backup from ${backupDate} holds # record.`} other={`This backup from ${backupDate} holds # records.`} />
              ) : (
                <Plural value={backupCount} one="This backup from an unknown date holds # record." other="This backup from an unknown date holds # records." />
              )}
              {invalidCount > 0 && ' '}
              {invalidCount > 0 && (
                <Plural value={invalidCount} one="# invalid record in it will be skipped." other="# invalid records in it will be skipped." />
              )}
            </p>
            {restore.existing > 0 ? (
              <fieldset className="mt-3">
                <legend className="font-medium">
                  <Plural
                    value={existingCount}
                    one="Your account already has # record. How should the backup be restored?"
                    other="Your account already has # records. How should the backup be restored?"
                  />
                </legend>
                <label className="mt-2 flex items-start gap-2">
                  <input type="radio" name="restore-mode" checked={mode === 'merge'} onChange={() => setMode('merge')} />
                  <span>
                    <Trans>Merge: add the backup&apos;s records and overwrite records with the same id; keep the rest</Trans>
                  </span>
                </label>
                <label className="mt-2 flex items-start gap-2">
                  <input type="radio" name="restore-mode" checked={mode === 'replace'} onChange={() => setMode('replace')} />
                  <span>
                    <Trans>Replace: delete all current records and categories first</Trans>
                  </span>
                </label>
              </fieldset>
            ) : (
              <p className="mt-2">
                <Trans>Your account is empty, so everything in the backup will be added.</Trans>
              </p>
            )}
            <div className="mt-4 flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setRestore(null)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button variant={restore.existing > 0 && mode === 'replace' ? 'danger' : 'primary'} onClick={() => void runRestore()}>
                <Trans>Restore</Trans>
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </Panel>
  );
}

function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error('Failed to read file'));
    reader.readAsText(file);
  });
}
