// Admin Management (/admin/admins, owner only; docs/product/admin.md#admin-management): the admins, live; add an
// admin by e-mail (promote or invite), rename, and remove admin rights.
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateText } from '../../lib/known-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { ADMIN_MESSAGES } from '../../domain/admin-admins';
import type { AdminEntry } from '../../domain/admin-admins';
import { useSession } from '../../lib/session';
import { AddAdminModal, EditAdminModal, RemoveAdminDialog } from './admins-modals';
import { useAdminDates } from '../../lib/admin-dates';
import { useAdmins } from './overview-hooks';
import { OverviewLoading, OverviewPanel, OwnerOnly } from './overview-ui';

const MESSAGE_MS = 5000;

function AdminRow({ admin, onEdit, onRemove }: { admin: AdminEntry; onEdit: () => void; onRemove: () => void }) {
  const initial = (admin.displayName || admin.email || '?').charAt(0).toUpperCase();
  const dates = useAdminDates();
  const { t } = useLingui();
  const email = admin.email;
  const added = dates.date(admin.addedAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-800 dark:bg-primary-900 dark:text-primary-100"
        >
          {initial}
        </span>
        <div className="min-w-0">
          <p className="font-medium text-fg">{admin.displayName || t`No Display Name`}</p>
          <p className="truncate text-sm text-fg-muted">{admin.email}</p>
          <p className="text-xs text-fg-subtle">
            <Trans>Added {added}</Trans>
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t`Edit ${email}`}>
          <Trans>Edit</Trans>
        </Button>
        <Button variant="danger" size="sm" onClick={onRemove} aria-label={t`Remove ${email}`}>
          <Trans>Remove</Trans>
        </Button>
      </div>
    </li>
  );
}

function AdminsBody() {
  const { backend } = useSession();
  const admins = useAdmins();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminEntry | null>(null);
  const [removing, setRemoving] = useState<AdminEntry | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [invite, setInvite] = useState<{ email: string; link: string } | null>(null);

  useEffect(() => {
    if (!success) return;
    const t = setTimeout(() => setSuccess(null), MESSAGE_MS);
    return () => clearTimeout(t);
  }, [success]);

  const { t } = useLingui();
  const api = backend!.adminOverview;
  const list = admins.data;
  const count = list?.length ?? 0;
  const invited = invite?.email ?? '';
  return (
    <>
      <PageHeader
        title={t`Admin Management`}
        subtitle={t`Who can run the service with you`}
        actions={
          <Button onClick={() => setAdding(true)}>
            <Trans>Add New Admin</Trans>
          </Button>
        }
      />
      {success && (
        <Alert tone="success" className="mb-4">
          {translateText(success)}
        </Alert>
      )}
      {invite && (
        <Alert tone="info" className="mb-4">
          <p className="font-medium">
            <Trans>Invitation for {invited} (shown once; it was also e-mailed):</Trans>
          </p>
          <p className="mt-1 break-all">
            <a href={invite.link} className="underline">
              {invite.link}
            </a>
          </p>
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => setInvite(null)}>
            <Trans>Dismiss</Trans>
          </Button>
        </Alert>
      )}
      {admins.error && (
        <Alert tone="error" className="mb-4">
          {admins.error}
        </Alert>
      )}
      <OverviewPanel title={t`Current Admins (${count})`}>
        {!list && !admins.error ? (
          <OverviewLoading />
        ) : list && list.length === 0 ? (
          <p className="text-fg-muted">{translateText(ADMIN_MESSAGES.empty)}</p>
        ) : (
          <ul className="divide-y divide-line" aria-label={t`Current Admins`}>
            {list?.map((a) => (
              <AdminRow key={a.uid} admin={a} onEdit={() => setEditing(a)} onRemove={() => setRemoving(a)} />
            ))}
          </ul>
        )}
      </OverviewPanel>
      <AddAdminModal
        open={adding}
        onClose={() => setAdding(false)}
        onAdd={async (input) => {
          const result = await api.addAdmin(input);
          setSuccess(result.outcome === 'promoted' ? ADMIN_MESSAGES.promoted : ADMIN_MESSAGES.added);
          setInvite(result.outcome === 'created' ? { email: input.email, link: result.inviteLink } : null);
          return result;
        }}
      />
      <EditAdminModal
        key={editing?.uid ?? 'none'}
        admin={editing}
        onClose={() => setEditing(null)}
        onSave={async (uid, name) => {
          await api.updateAdmin(uid, name);
          setSuccess(ADMIN_MESSAGES.updated);
        }}
      />
      <RemoveAdminDialog
        admin={removing}
        onClose={() => setRemoving(null)}
        onRemove={async (uid) => {
          await api.removeAdmin(uid);
          setSuccess(ADMIN_MESSAGES.removed);
        }}
      />
    </>
  );
}

export function AdminsPage() {
  return (
    <OwnerOnly>
      <AdminsBody />
    </OwnerOnly>
  );
}
