// /admin/config/notifications (admins and the owner): which notifications the service sends
// (systemSettings/notifications), honoured by the functions that notify.
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { EMAIL_KEYS, FREQUENCIES, PRIMARY_METHODS, PUSH_KEYS } from '../../domain/system-settings/notifications';
import type { NotificationSettings } from '../../domain/system-settings/notifications';
import { i18n } from '../../lib/i18n';
import { translateText } from '../../lib/known-texts';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { messageOf, useFlash } from './use-flash';

const panel = 'rounded-ui-lg border border-line bg-surface p-6';

const EMAIL_TEXT: Record<(typeof EMAIL_KEYS)[number], { label: MessageDescriptor; text: MessageDescriptor }> = {
  newUserSignup: { label: msg`New user signup`, text: msg`E-mail admins and owners when an account is created.` },
  paymentConfirmation: { label: msg`Payment confirmation`, text: msg`E-mail the payer when a checkout activates their plan.` },
  adminAlerts: { label: msg`Admin alerts`, text: msg`E-mail admins and owners about failed payment webhooks and accounts the lifecycle suspended.` },
  weeklyReports: { label: msg`Weekly reports`, text: msg`E-mail admins and owners a summary every Monday: accounts, new sign-ups, paid plans, suspensions.` },
};

const PUSH_TEXT: Record<(typeof PUSH_KEYS)[number], MessageDescriptor> = {
  systemAlerts: msg`System alerts`,
  featureUpdates: msg`Feature updates`,
  errorWarnings: msg`Error warnings`,
};

const METHOD_LABEL: Record<(typeof PRIMARY_METHODS)[number], MessageDescriptor> = {
  email: msg({ message: 'Email', context: 'delivery method' }),
  push: msg({ message: 'Push', context: 'delivery method' }),
  both: msg({ message: 'Both', context: 'delivery method' }),
};
const FREQUENCY_LABEL: Record<(typeof FREQUENCIES)[number], MessageDescriptor> = {
  realtime: msg`Real-time`,
  daily: msg`Daily digest`,
  weekly: msg`Weekly digest`,
};

function Switch({ label, text, checked, onChange }: { label: string; text?: string; checked: boolean; onChange(v: boolean): void }) {
  return (
    <label className="flex items-start gap-3">
      <input type="checkbox" className="mt-1" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        <span className="font-medium text-fg">{label}</span>
        {text && <span className="block text-sm text-fg-muted">{text}</span>}
      </span>
    </label>
  );
}

export function NotificationsConfigPage() {
  const { t } = useLingui();
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
      (e) => setFlash({ tone: 'error', text: messageOf(e, i18n._(msg`Failed to load settings`)) }),
    );
  }, [backend, setFlash]);

  if (!backend || !form || !saved) return <Spinner className="mx-auto h-8 w-8" />;
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);

  const save = async () => {
    setBusy(true);
    try {
      await backend.systemOps.saveNotificationSettings(form);
      setFlash({ tone: 'success', text: t`Notification settings saved successfully!` });
    } catch (e) {
      setFlash({ tone: 'error', text: messageOf(e, t`Failed to save settings. Please try again.`) });
    } finally {
      setBusy(false);
    }
  };

  const run = async (job: 'weekly-report' | 'digest') => {
    try {
      const r = await backend.systemOps.runNotificationJob(job);
      const sent = r.sent === true || (typeof r.sent === 'number' && r.sent > 0);
      const reason = r.reason ? translateText(r.reason) : null;
      const count = typeof r.sent === 'number' ? r.sent : 0;
      const report = sent ? t`Weekly report queued.` : reason ? t`No report sent: ${reason}` : t`No report sent: nothing to send.`;
      const digest = sent
        ? t`${plural(count, { one: 'Digest of # notification queued.', other: 'Digest of # notifications queued.' })}`
        : t`No held notifications to send.`;
      setFlash({ tone: sent ? 'success' : 'error', text: job === 'weekly-report' ? report : digest });
    } catch (e) {
      setFlash({ tone: 'error', text: messageOf(e, t`Failed to run the job. Please try again.`) });
    }
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Link to={paths.adminSettings} className="text-sm text-primary-700 hover:underline dark:text-primary-300">
        <Trans>← Back to System Configuration</Trans>
      </Link>
      <PageHeader
        title={t`Notification Configuration`}
        subtitle={t`What the service tells admins, owners and payers.`}
        actions={
          <Link to={paths.adminMail} className="text-sm text-primary-700 hover:underline dark:text-primary-300">
            <Trans>Mail outbox</Trans>
          </Link>
        }
      />
      {flash && <Alert tone={flash.tone}>{flash.text}</Alert>}

      <section aria-labelledby="email-notes" className={panel}>
        <h2 id="email-notes" className="text-lg font-semibold text-fg">
          <Trans>Email Notifications</Trans>
        </h2>
        <div className="mt-3 space-y-3">
          {EMAIL_KEYS.map((k) => (
            <Switch
              key={k}
              label={t(EMAIL_TEXT[k].label)}
              text={t(EMAIL_TEXT[k].text)}
              checked={form.email[k]}
              onChange={(v) => setForm({ ...form, email: { ...form.email, [k]: v } })}
            />
          ))}
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => void run('weekly-report')}>
            <Trans>Send weekly report now</Trans>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => void run('digest')}>
            <Trans>Send held digest now</Trans>
          </Button>
        </div>
        <p className="mt-2 text-xs text-fg-subtle">
          <Trans>These jobs also run on a schedule on a deployed project (weekly report: Mondays 08:00 UTC; digest: daily 08:00 UTC).</Trans>
        </p>
      </section>

      <section aria-labelledby="push-notes" className={panel}>
        <h2 id="push-notes" className="text-lg font-semibold text-fg">
          <Trans>Push Notifications</Trans>
        </h2>
        <p className="mt-1 text-sm text-fg-muted">
          <Trans>
            Saved for when push is configured: web push needs Firebase Cloud Messaging on a deployed project, which this installation does not have, so nothing
            is pushed yet.
          </Trans>
        </p>
        <div className="mt-3 space-y-3">
          {PUSH_KEYS.map((k) => (
            <Switch key={k} label={t(PUSH_TEXT[k])} checked={form.push[k]} onChange={(v) => setForm({ ...form, push: { ...form.push, [k]: v } })} />
          ))}
        </div>
      </section>

      <section aria-labelledby="delivery" className={panel}>
        <h2 id="delivery" className="text-lg font-semibold text-fg">
          <Trans>Delivery Preferences</Trans>
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <fieldset>
            <legend className="text-sm font-medium text-fg-body">
              <Trans>Primary method</Trans>
            </legend>
            {PRIMARY_METHODS.map((m) => (
              <label key={m} className="mt-2 flex items-center gap-2 text-fg-soft">
                <input
                  type="radio"
                  name="primaryMethod"
                  checked={form.delivery.primaryMethod === m}
                  onChange={() => setForm({ ...form, delivery: { ...form.delivery, primaryMethod: m } })}
                />
                {t(METHOD_LABEL[m])}
              </label>
            ))}
            {form.delivery.primaryMethod === 'push' && (
              <p className="mt-2 text-sm text-amber-700 dark:text-amber-300">
                <Trans>With push only, staff notifications are not e-mailed, and no push channel is configured.</Trans>
              </p>
            )}
          </fieldset>
          <fieldset>
            <legend className="text-sm font-medium text-fg-body">
              <Trans>Frequency (staff notifications)</Trans>
            </legend>
            {FREQUENCIES.map((f) => (
              <label key={f} className="mt-2 flex items-center gap-2 text-fg-soft">
                <input
                  type="radio"
                  name="frequency"
                  checked={form.delivery.frequency === f}
                  onChange={() => setForm({ ...form, delivery: { ...form.delivery, frequency: f } })}
                />
                {t(FREQUENCY_LABEL[f])}
              </label>
            ))}
            <p className="mt-2 text-xs text-fg-subtle">
              <Trans>Digests gather sign-up and alert e-mails into one. Payment confirmations always go out at once.</Trans>
            </p>
          </fieldset>
        </div>
      </section>

      <div className="flex gap-2">
        <Button onClick={() => void save()} disabled={!dirty || busy}>
          {busy ? t`Saving...` : t`Save Settings`}
        </Button>
        <Button variant="secondary" onClick={() => setForm(saved)} disabled={!dirty || busy}>
          <Trans>Discard changes</Trans>
        </Button>
      </div>
    </div>
  );
}
