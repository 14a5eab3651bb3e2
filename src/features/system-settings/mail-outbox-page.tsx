// /admin/mail (staff): the outbox, newest first, a page at a time. On a deployed project the
// "Trigger Email from Firestore" extension sends these documents and records their delivery
// state; locally they stay here.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { MailCursor, MailItem } from '../../data/contract-system-ops';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useAdminDates } from '../../lib/admin-dates';
import { i18n } from '../../lib/i18n';
import { messageOf } from './use-flash';

const PAGE = 25;

/** The kinds of mail the functions queue (mail documents' `category`); an unknown one shows as stored. */
const CATEGORY_LABEL: Record<string, MessageDescriptor> = {
  security: msg({ message: 'Security', context: 'mail category' }),
  payment: msg({ message: 'Payment', context: 'mail category' }),
  'weekly-report': msg({ message: 'Weekly report', context: 'mail category' }),
  digest: msg({ message: 'Digest', context: 'mail category' }),
  reminder: msg({ message: 'Reminder', context: 'mail category' }),
  'new-client': msg({ message: 'New client', context: 'mail category' }),
  'admin-new-user': msg({ message: 'New user (staff)', context: 'mail category' }),
  'admin-alert': msg({ message: 'Alert (staff)', context: 'mail category' }),
  'admin-weekly-report': msg({ message: 'Weekly report (staff)', context: 'mail category' }),
  invitation: msg({ message: 'Invitation', context: 'mail category' }),
  marketing: msg({ message: 'Marketing', context: 'mail category' }),
};

/** The Trigger Email extension's delivery states; an unknown one shows as stored. */
const STATE_LABEL: Record<string, MessageDescriptor> = {
  PENDING: msg({ message: 'pending', context: 'mail delivery state' }),
  PROCESSING: msg({ message: 'sending', context: 'mail delivery state' }),
  RETRY: msg({ message: 'retrying', context: 'mail delivery state' }),
  SUCCESS: msg({ message: 'delivered', context: 'mail delivery state' }),
  ERROR: msg({ message: 'failed', context: 'mail delivery state' }),
};

export function MailOutboxPage() {
  const { t } = useLingui();
  const dates = useAdminDates();
  const { backend } = useSession();
  const [items, setItems] = useState<MailItem[] | null>(null);
  const [next, setNext] = useState<MailCursor | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const [reload, setReload] = useState(0);

  // The first page (again on Refresh).
  useEffect(() => {
    if (!backend) return;
    let live = true;
    backend.systemOps.listMail(null, PAGE).then(
      (page) => {
        if (!live) return;
        setItems(page.items);
        setNext(page.next);
        setError(null);
      },
      (e: unknown) => live && setError(messageOf(e, i18n._(msg`Failed to load the outbox.`))),
    );
    return () => {
      live = false;
    };
  }, [backend, reload]);

  const more = async () => {
    if (!backend || !next) return;
    setLoading(true);
    try {
      const page = await backend.systemOps.listMail(next, PAGE);
      setItems((old) => [...(old ?? []), ...page.items]);
      setNext(page.next);
    } catch (e) {
      setError(messageOf(e, t`Failed to load the outbox.`));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link to={paths.adminConfigNotifications} className="text-sm text-primary-700 hover:underline dark:text-primary-300">
        <Trans>← Back to Notification Configuration</Trans>
      </Link>
      <PageHeader
        title={t`Mail Outbox`}
        subtitle={t`Every e-mail the service has queued, newest first. A deployed project sends them with the Trigger Email extension; on the emulators they stay here.`}
        actions={
          <Button variant="secondary" onClick={() => setReload((n) => n + 1)} disabled={loading}>
            <Trans>Refresh</Trans>
          </Button>
        }
      />
      {error && <Alert tone="error">{error}</Alert>}
      {items === null ? (
        <Spinner className="mx-auto h-8 w-8" />
      ) : items.length === 0 ? (
        <p className="text-fg-muted">
          <Trans>The outbox is empty.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Outbox`} className="divide-y divide-line rounded-ui-lg border border-line bg-surface">
          {items.map((m) => {
            const recipients = m.to.join(', ');
            const category = CATEGORY_LABEL[m.category] ? t(CATEGORY_LABEL[m.category]!) : m.category;
            const stateLabel = m.deliveryState ? STATE_LABEL[m.deliveryState] : undefined;
            const state = stateLabel ? t(stateLabel) : (m.deliveryState ?? t({ message: 'queued', context: 'mail delivery state' }));
            return (
              <li key={m.id} className="p-4">
                <button type="button" className="w-full text-left" aria-expanded={open === m.id} onClick={() => setOpen(open === m.id ? null : m.id)}>
                  <span className="flex flex-wrap justify-between gap-2">
                    <span className="font-medium text-fg">{m.subject || t`(no subject)`}</span>
                    <span className="text-sm text-fg-subtle">{dates.dateTime(m.createdAt, '—')}</span>
                  </span>
                  <span className="block text-sm text-fg-muted">
                    <Trans>
                      To {recipients} · {category} · {state}
                    </Trans>
                  </span>
                </button>
                {open === m.id && <pre className="mt-3 whitespace-pre-wrap rounded-ui bg-slate-50 p-3 text-sm text-fg-soft dark:bg-slate-800">{m.text}</pre>}
              </li>
            );
          })}
        </ul>
      )}
      {next && (
        <Button variant="secondary" onClick={() => void more()} disabled={loading}>
          {loading ? t`Loading…` : t`Load more`}
        </Button>
      )}
    </div>
  );
}
