// /admin/config/notifications (admins and the owner): which notifications the service sends
// (systemSettings/notifications), honoured by the functions that notify.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { EMAIL_KEYS, FREQUENCIES, PRIMARY_METHODS, PUSH_KEYS } from '../../domain/system-settings/notifications';
import type { NotificationSettings } from '../../domain/system-settings/notifications';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { messageOf, useFlash } from './use-flash';

const panel = 'rounded-ui-lg border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900';

const EMAIL_TEXT: Record<(typeof EMAIL_KEYS)[number], { label: string; text: string }> = {
  newUserSignup: { label: 'New user signup', text: 'E-mail admins and owners when an account is created.' },
  paymentConfirmation: { label: 'Payment confirmation', text: 'E-mail the payer when a checkout activates their plan.' },
  adminAlerts: { label: 'Admin alerts', text: 'E-mail admins and owners about failed payment webhooks and accounts the lifecycle suspended.' },
  weeklyReports: { label: 'Weekly reports', text: 'E-mail admins and owners a summary every Monday: accounts, new sign-ups, paid plans, suspensions.' },
};

const PUSH_TEXT: Record<(typeof PUSH_KEYS)[number], string> = {
  systemAlerts: 'System alerts',
  featureUpdates: 'Feature updates',
  errorWarnings: 'Error warnings',
};

const METHOD_LABEL = { email: 'Email', push: 'Push', both: 'Both' } as const;
const FREQUENCY_LABEL = { realtime: 'Real-time', daily: 'Daily digest', weekly: 'Weekly digest' } as const;

function Switch({ label, text, checked, onChange }: { label: string; text?: string; checked: boolean; onChange(v: boolean): void }) {
  return (
    <label className="flex items-start gap-3">
      <input type="checkbox" className="mt-1" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        <span className="font-medium text-slate-900 dark:text-slate-100">{label}</span>
        {text && <span className="block text-sm text-slate-600 dark:text-slate-300">{text}</span>}
      </span>
    </label>
  );
}

export function NotificationsConfigPage() {
  const { backend } = useSession();
  const [saved, setSaved] = useState<NotificationSettings | null>(null);
  const [form, setForm] = useState<NotificationSettings | null>(null);
  const [busy, setBusy] = useState(false);
  const [flash, setFlash] = useFlash();

  useEffect(() => {
    if (!backend) return;
    return backend.systemOps.watchNotificationSettings(
      (s) => {
        setSaved(s);
        setForm((f) => f ?? s);
      },
      (e) => setFlash({ tone: 'error', text: messageOf(e, 'Failed to load settings') }),
    );
  }, [backend, setFlash]);

  if (!backend || !form || !saved) return <Spinner className="mx-auto h-8 w-8" />;
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);

  const save = async () => {
    setBusy(true);
    try {
      await backend.systemOps.saveNotificationSettings(form);
      setFlash({ tone: 'success', text: 'Notification settings saved successfully!' });
    } catch (e) {
      setFlash({ tone: 'error', text: messageOf(e, 'Failed to save settings. Please try again.') });
    } finally {
      setBusy(false);
    }
  };

  const run = async (job: 'weekly-report' | 'digest') => {
    try {
      const r = await backend.systemOps.runNotificationJob(job);
      const sent = r.sent === true || (typeof r.sent === 'number' && r.sent > 0);
      setFlash({
        tone: sent ? 'success' : 'error',
        text: job === 'weekly-report' ? (sent ? 'Weekly report queued.' : `No report sent: ${r.reason ?? 'nothing to send.'}`) : sent ? `Digest of ${String(r.sent)} notifications queued.` : 'No held notifications to send.',
      });
    } catch (e) {
      setFlash({ tone: 'error', text: messageOf(e, 'Failed to run the job. Please try again.') });
    }
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Link to={paths.adminSettings} className="text-sm text-primary-700 hover:underline dark:text-primary-300">
        ← Back to System Configuration
      </Link>
      <PageHeader
        title="Notification Configuration"
        subtitle="What the service tells admins, owners and payers."
        actions={
          <Link to={paths.adminMail} className="text-sm text-primary-700 hover:underline dark:text-primary-300">
            Mail outbox
          </Link>
        }
      />
      {flash && <Alert tone={flash.tone}>{flash.text}</Alert>}

      <section aria-labelledby="email-notes" className={panel}>
        <h2 id="email-notes" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          Email Notifications
        </h2>
        <div className="mt-3 space-y-3">
          {EMAIL_KEYS.map((k) => (
            <Switch key={k} label={EMAIL_TEXT[k].label} text={EMAIL_TEXT[k].text} checked={form.email[k]} onChange={(v) => setForm({ ...form, email: { ...form.email, [k]: v } })} />
          ))}
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => void run('weekly-report')}>
            Send weekly report now
          </Button>
          <Button size="sm" variant="secondary" onClick={() => void run('digest')}>
            Send held digest now
          </Button>
        </div>
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">These jobs also run on a schedule on a deployed project (weekly report: Mondays 08:00 UTC; digest: daily 08:00 UTC).</p>
      </section>

      <section aria-labelledby="push-notes" className={panel}>
        <h2 id="push-notes" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          Push Notifications
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Saved for when push is configured: web push needs Firebase Cloud Messaging on a deployed project, which this installation does not have, so nothing is pushed yet.
        </p>
        <div className="mt-3 space-y-3">
          {PUSH_KEYS.map((k) => (
            <Switch key={k} label={PUSH_TEXT[k]} checked={form.push[k]} onChange={(v) => setForm({ ...form, push: { ...form.push, [k]: v } })} />
          ))}
        </div>
      </section>

      <section aria-labelledby="delivery" className={panel}>
        <h2 id="delivery" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          Delivery Preferences
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <fieldset>
            <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">Primary method</legend>
            {PRIMARY_METHODS.map((m) => (
              <label key={m} className="mt-2 flex items-center gap-2 text-slate-800 dark:text-slate-100">
                <input type="radio" name="primaryMethod" checked={form.delivery.primaryMethod === m} onChange={() => setForm({ ...form, delivery: { ...form.delivery, primaryMethod: m } })} />
                {METHOD_LABEL[m]}
              </label>
            ))}
            {form.delivery.primaryMethod === 'push' && (
              <p className="mt-2 text-sm text-amber-700 dark:text-amber-300">With push only, staff notifications are not e-mailed, and no push channel is configured.</p>
            )}
          </fieldset>
          <fieldset>
            <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">Frequency (staff notifications)</legend>
            {FREQUENCIES.map((f) => (
              <label key={f} className="mt-2 flex items-center gap-2 text-slate-800 dark:text-slate-100">
                <input type="radio" name="frequency" checked={form.delivery.frequency === f} onChange={() => setForm({ ...form, delivery: { ...form.delivery, frequency: f } })} />
                {FREQUENCY_LABEL[f]}
              </label>
            ))}
            <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">Digests gather sign-up and alert e-mails into one. Payment confirmations always go out at once.</p>
          </fieldset>
        </div>
      </section>

      <div className="flex gap-2">
        <Button onClick={() => void save()} disabled={!dirty || busy}>
          {busy ? 'Saving…' : 'Save Settings'}
        </Button>
        <Button variant="secondary" onClick={() => setForm(saved)} disabled={!dirty || busy}>
          Discard changes
        </Button>
      </div>
    </div>
  );
}
