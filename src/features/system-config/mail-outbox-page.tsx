// /admin/mail (staff): the outbox, newest first, a page at a time. On a deployed project the
// "Trigger Email from Firestore" extension sends these documents and records their delivery
// state; locally they stay here.
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
import { messageOf } from './use-flash';

const PAGE = 25;

export function MailOutboxPage() {
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
      (e: unknown) => live && setError(messageOf(e, 'Failed to load the outbox.')),
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
      setError(messageOf(e, 'Failed to load the outbox.'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link to={paths.adminConfigNotifications} className="text-sm text-primary-700 hover:underline dark:text-primary-300">
        ← Back to Notification Configuration
      </Link>
      <PageHeader
        title="Mail Outbox"
        subtitle="Every e-mail the service has queued, newest first. A deployed project sends them with the Trigger Email extension; on the emulators they stay here."
        actions={
          <Button variant="secondary" onClick={() => setReload((n) => n + 1)} disabled={loading}>
            Refresh
          </Button>
        }
      />
      {error && <Alert tone="error">{error}</Alert>}
      {items === null ? (
        <Spinner className="mx-auto h-8 w-8" />
      ) : items.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">The outbox is empty.</p>
      ) : (
        <ul aria-label="Outbox" className="divide-y divide-slate-200 rounded-ui-lg border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
          {items.map((m) => (
            <li key={m.id} className="p-4">
              <button type="button" className="w-full text-left" aria-expanded={open === m.id} onClick={() => setOpen(open === m.id ? null : m.id)}>
                <span className="flex flex-wrap justify-between gap-2">
                  <span className="font-medium text-slate-900 dark:text-slate-100">{m.subject || '(no subject)'}</span>
                  <span className="text-sm text-slate-500 dark:text-slate-400">{dates.dateTime(m.createdAt, '—')}</span>
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">
                  To {m.to.join(', ')} · {m.category}
                  {m.deliveryState ? ` · ${m.deliveryState}` : ' · queued'}
                </span>
              </button>
              {open === m.id && <pre className="mt-3 whitespace-pre-wrap rounded-ui bg-slate-50 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">{m.text}</pre>}
            </li>
          ))}
        </ul>
      )}
      {next && (
        <Button variant="secondary" onClick={() => void more()} disabled={loading}>
          {loading ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
