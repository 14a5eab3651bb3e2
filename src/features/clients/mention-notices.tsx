// The header's "Mentions" (docs/product/history.md#mentions): the signed-in person's in-app
// notices, newest first, with the count of unread ones on the button. Opening one marks it read,
// opens the account it is in (a person may belong to several) and goes to the client's page.
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { clientPath } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useFormat } from '../../lib/use-format';
import { unreadCount } from '../../domain/mentions';
import type { MentionNotice } from '../../domain/mentions';

function useNotices(): MentionNotice[] {
  const { backend, user } = useSession();
  const uid = user?.uid ?? '';
  const [state, setState] = useState<{ uid: string; notices: MentionNotice[] }>({ uid: '', notices: [] });
  useEffect(() => {
    if (!backend || !uid) return;
    // A notice list that cannot be read leaves the button at no count; nothing else depends on it.
    return backend.notifications.watchNotices(
      uid,
      (notices) => setState({ uid, notices }),
      () => setState({ uid, notices: [] }),
    );
  }, [backend, uid]);
  return state.uid === uid ? state.notices : [];
}

export function MentionNotices() {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const { backend, user, accountId, accounts, switchAccount } = useSession();
  const notices = useNotices();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const unread = unreadCount(notices);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const openNotice = (n: MentionNotice) => {
    setOpen(false);
    if (backend && user && n.readAt === null) {
      // Marking read is a nicety: the page opens whether or not it is saved.
      backend.notifications.markNoticeRead(user.uid, n.id).catch(() => {});
    }
    if (n.accountId && n.accountId !== accountId && accounts.some((a) => a.id === n.accountId)) switchAccount(n.accountId);
    void navigate(clientPath(n.clientId));
  };

  const label = unread > 0 ? t`Mentions, ${unread} unread` : t`Mentions`;
  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        className="relative rounded-ui p-2 text-fg-body hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary-600"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        title={label}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true" className="text-lg font-semibold leading-none">
          @
        </span>
        {unread > 0 && (
          <span aria-hidden="true" className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-semibold text-white">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        role="region"
        aria-label={t`Mentions`}
        className="absolute right-0 z-30 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-ui border border-line bg-surface p-2 shadow-lg"
      >
        <h2 className="px-2 py-1 text-sm font-semibold text-fg">
          <Trans>Mentions</Trans>
        </h2>
        {notices.length === 0 ? (
          <p className="px-2 py-2 text-sm text-fg-muted">
            <Trans>No one has mentioned you yet. When a teammate mentions you in a note, it shows here.</Trans>
          </p>
        ) : (
          <ul className="max-h-96 overflow-auto">
            {notices.map((n) => {
              const author = n.authorName || t`A teammate`;
              const client = n.clientName || t`a client`;
              const when = format.dateTime(n.createdAt);
              return (
                <li key={n.id}>
                  <button
                    type="button"
                    className="block w-full rounded-ui px-2 py-2 text-left text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary-600"
                    onClick={() => openNotice(n)}
                  >
                    <span className={n.readAt === null ? 'font-semibold text-fg' : 'text-fg-body'}>
                      {n.readAt === null && (
                        <span className="mr-1 rounded bg-primary-100 px-1 text-xs text-primary-800 dark:bg-primary-900 dark:text-primary-100">
                          {t({ message: 'New', context: 'unread notice' })}
                        </span>
                      )}
                      <Trans>
                        {author} mentioned you on {client}
                      </Trans>
                    </span>
                    {n.excerpt && <span className="mt-0.5 block truncate text-fg-muted">{n.excerpt}</span>}
                    <span className="mt-0.5 block text-xs text-fg-subtle">{when}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
