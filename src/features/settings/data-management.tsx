// Settings > Data Management (seed 001 sections 2, 4, 8, 9): Export My Data (CSV, JSON, CRM
// text), Restore from a JSON export (merge or replace) and Clear Cache.
import { useRef, useState } from 'react';
import { useSession } from '../../lib/session';
import { THEME_STORAGE_KEY } from '../../lib/theme';
import type { RestoreMode } from '../../data/contract-transfer';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { downloadText } from '../../components/ui/download';
import { Modal } from '../../components/ui/modal';
import {
  CACHE_MESSAGES,
  EXPORT_MESSAGES,
  countRecords,
  exportFileName,
  readBackup,
  toBackup,
  toCsv,
  toJson,
  toText,
} from '../../domain/export/export';
import type { Backup, ExportFormat } from '../../domain/export/export';
import { Panel } from '../../components/ui/card';
import { useFormat } from '../../lib/format';

type Message = { tone: 'success' | 'error' | 'info'; text: string; details?: string[] };
type Progress = { label: string; done: number; total: number };

/** localStorage keys Clear Cache keeps: the theme and the settings (seed: crmSettings, demoUser). */
export const KEPT_STORAGE_KEYS = [THEME_STORAGE_KEY, 'crmSettings', 'demoUser'];

const FORMATS: { format: ExportFormat; label: string; hint: string }[] = [
  { format: 'csv', label: 'CSV', hint: 'Every record type as a section, for spreadsheets.' },
  { format: 'json', label: 'JSON', hint: 'A full backup you can restore: records and categories.' },
  { format: 'text', label: 'CRM text', hint: 'A readable summary of everything.' },
];

export function DataManagement({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { backend, user, entitlements } = useSession();
  const display = useFormat();
  const uid = user?.uid ?? '';
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
    setProgress({ label: 'Exporting', done: 0, total: 1 });
    let data;
    try {
      data = await backend.transfer.readAll(uid, (p) => setProgress({ label: 'Exporting', ...p }));
    } catch {
      setProgress(null);
      setMessage({ tone: 'error', text: EXPORT_MESSAGES.failed });
      return;
    }
    try {
      const backup = toBackup(data, { email: user.email, displayName: user.displayName }, new Date());
      const date = display.today();
      if (format === 'csv') downloadText(exportFileName('csv', date), toCsv(data));
      else if (format === 'json') downloadText(exportFileName('json', date), toJson(backup), 'application/json;charset=utf-8');
      else downloadText(exportFileName('text', date), toText(backup, display), 'text/plain;charset=utf-8');
      setExportOpen(false);
      setMessage({ tone: 'success', text: EXPORT_MESSAGES.success(format) });
      // The activity log (DATA_EXPORTED); the download has happened whatever the log says.
      void backend.account.recordDataExport(format).catch(() => undefined);
    } catch {
      setMessage({ tone: 'error', text: EXPORT_MESSAGES.error });
    } finally {
      setProgress(null);
    }
  };

  const chooseBackup = async (file: File) => {
    setMessage(null);
    if (!backend) return;
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setMessage({ tone: 'error', text: 'Failed to read file' });
      return;
    }
    const checked = readBackup(text);
    if (!checked.ok) {
      setMessage({ tone: 'error', text: checked.message });
      return;
    }
    try {
      setProgress({ label: 'Checking your account', done: 0, total: 1 });
      const current = await backend.transfer.readAll(uid);
      setMode('merge');
      setRestore({ backup: checked.backup, invalid: checked.invalid, existing: countRecords(current) });
    } catch {
      setMessage({ tone: 'error', text: 'Could not read your current data. Please try again.' });
    } finally {
      setProgress(null);
    }
  };

  const runRestore = async () => {
    if (!backend || !restore) return;
    const { backup, invalid, existing } = restore;
    setRestore(null);
    setProgress({ label: 'Restoring', done: 0, total: countRecords(backup) });
    try {
      const report = await backend.transfer.restore(uid, backup, existing > 0 ? mode : 'merge', { clientCap }, (p) =>
        setProgress({ label: 'Restoring', ...p }),
      );
      const errors = [...invalid, ...report.errors];
      setMessage({
        tone: report.written > 0 || errors.length === 0 ? 'success' : 'error',
        text: `Restored ${report.written} records${errors.length > 0 ? ` with ${errors.length} errors` : ''}.`,
        details: errors.slice(0, 10).concat(errors.length > 10 ? [`... and ${errors.length - 10} more errors`] : []),
      });
    } catch (e) {
      setMessage({ tone: 'error', text: `Restore failed: ${e instanceof Error ? e.message : String(e)}. Your file was not changed; you can try again.` });
    } finally {
      setProgress(null);
    }
  };

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
      setMessage({ tone: 'success', text: `${CACHE_MESSAGES.success} The page will reload to fetch fresh data.` });
      setTimeout(reload, 1500);
    } catch (e) {
      setMessage({ tone: 'error', text: e instanceof Error && e.message ? CACHE_MESSAGES.error : CACHE_MESSAGES.failed });
    }
  };

  return (
    <Panel title="Data Management" titleId="data-management">
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
        <div role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-200">
          {progress.label}... {progress.done} of {progress.total}
          <progress className="mt-1 block h-2 w-full" max={Math.max(1, progress.total)} value={progress.done} aria-label={`${progress.label} progress`} />
        </div>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <Button onClick={() => setExportOpen(true)} disabled={busy}>
            Export My Data
          </Button>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Download your records as CSV, JSON or text.</p>
        </div>
        <div>
          <Button variant="secondary" onClick={() => fileRef.current?.click()} disabled={busy || !canWrite}>
            Restore from Backup
          </Button>
          <input
            ref={fileRef}
            type="file"
            accept=".json,application/json"
            aria-label="Choose a JSON backup to restore"
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void chooseBackup(file);
            }}
          />
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Bring back a JSON export.</p>
        </div>
        <div>
          <Button variant="secondary" onClick={() => setCacheOpen(true)} disabled={busy}>
            Clear Cache
          </Button>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Removes this browser&apos;s offline copy of your data and temporary app data. Your settings, theme and sign-in stay.
          </p>
        </div>
      </div>

      <Modal open={exportOpen} onClose={() => !busy && setExportOpen(false)} title="Export My Data">
        <p className="mb-3 text-sm text-slate-700 dark:text-slate-200">Choose a format:</p>
        <ul className="space-y-2">
          {FORMATS.map((f) => (
            <li key={f.format}>
              <Button variant="secondary" className="w-full justify-start" disabled={busy} onClick={() => void runExport(f.format)}>
                {f.label}
              </Button>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{f.hint}</p>
            </li>
          ))}
        </ul>
        {progress && (
          <p role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-200">
            {progress.label}... {progress.done} of {progress.total}
          </p>
        )}
      </Modal>

      <Modal open={cacheOpen} onClose={() => setCacheOpen(false)} title="Clear Cache">
        <p className="text-sm text-slate-700 dark:text-slate-200">{CACHE_MESSAGES.confirm}</p>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setCacheOpen(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void clearCache()}>
            Clear Cache
          </Button>
        </div>
      </Modal>

      <Modal open={restore !== null} onClose={() => setRestore(null)} title="Restore from Backup">
        {restore && (
          <div className="text-sm text-slate-700 dark:text-slate-200">
            <p>
              This backup from {restore.backup.exportDate ? display.dateTime(new Date(restore.backup.exportDate)) : 'an unknown date'} holds{' '}
              {countRecords(restore.backup)} records.
              {restore.invalid.length > 0 && ` ${restore.invalid.length} invalid records in it will be skipped.`}
            </p>
            {restore.existing > 0 ? (
              <fieldset className="mt-3">
                <legend className="font-medium">Your account already has {restore.existing} records. How should the backup be restored?</legend>
                <label className="mt-2 flex items-start gap-2">
                  <input type="radio" name="restore-mode" checked={mode === 'merge'} onChange={() => setMode('merge')} />
                  <span>Merge: add the backup&apos;s records and overwrite records with the same id; keep the rest</span>
                </label>
                <label className="mt-2 flex items-start gap-2">
                  <input type="radio" name="restore-mode" checked={mode === 'replace'} onChange={() => setMode('replace')} />
                  <span>Replace: delete all current records and categories first</span>
                </label>
              </fieldset>
            ) : (
              <p className="mt-2">Your account is empty, so everything in the backup will be added.</p>
            )}
            <div className="mt-4 flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setRestore(null)}>
                Cancel
              </Button>
              <Button variant={restore.existing > 0 && mode === 'replace' ? 'danger' : 'primary'} onClick={() => void runRestore()}>
                Restore
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
