// Members (/settings/members, docs/product/members.md): who is in the open account with which
// role; owners and managers invite by e-mail, change roles, resend or withdraw invitations and
// remove members. Every change is a function that checks the caller's role itself; this page only
// offers what the role may do.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import type { MemberView, PendingInvitation } from '../../data/contract';
import { ACCOUNT_ROLES } from '../../domain/accounts';
import type { AccountRole } from '../../domain/accounts';
import { ACCOUNT_ROLE_LABELS } from '../../lib/account-roles';
import { translateText } from '../../lib/known-texts';
import { useSession } from '../../lib/session';
import { useFormat } from '../../lib/use-format';
import { SettingsFrame, SettingsSection, useToast } from './settings-frame';

const failureText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? translateText(error.message) : fallback);

function useMembers() {
  const { backend, accountId } = useSession();
  const [state, setState] = useState<{ key: string; members: MemberView[] | null; error: string | null }>({ key: '', members: null, error: null });
  const key = accountId ?? '';
  useEffect(() => {
    if (!backend || !accountId) return;
    return backend.members.watchMembers(
      accountId,
      (members) => setState({ key: accountId, members, error: null }),
      (e) => setState({ key: accountId, members: [], error: e.message }),
    );
  }, [backend, accountId]);
  return state.key === key ? state : { key, members: null, error: null };
}

function LinkFor({ email }: { email: string }) {
  return <Trans>You can also pass the link on to {email} yourself:</Trans>;
}

export function MembersPage() {
  const { t } = useLingui();
  const { backend, user, accountId, accountName, entitlements } = useSession();
  const format = useFormat();
  const { toast, show } = useToast();
  const { members, error } = useMembers();
  const [invitations, setInvitations] = useState<PendingInvitation[]>([]);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AccountRole>('member');
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [link, setLink] = useState<{ email: string; link: string } | null>(null);
  const canManage = entitlements?.canManage ?? false;
  const isOwner = entitlements?.canOwn ?? false;
  const account = accountName;

  // Pending invitations are read through a function (only owners and managers may): again after each change.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!backend || !accountId || !canManage) return;
    let live = true;
    backend.members
      .listInvitations(accountId)
      .then((list) => live && setInvitations(list))
      .catch(() => {
        // The list stays as it was; the next change loads it again.
      });
    return () => {
      live = false;
    };
  }, [backend, accountId, canManage, version]);

  const act = async (name: string, work: () => Promise<void>, done: string) => {
    setBusy(name);
    setProblem(null);
    try {
      await work();
      show({ tone: 'success', text: done });
      setVersion((v) => v + 1);
    } catch (e) {
      setProblem(failureText(e, t`That did not work. Please try again.`));
    } finally {
      setBusy(null);
    }
  };

  const invite = (event: FormEvent) => {
    event.preventDefault();
    if (!backend || !accountId) return;
    const to = email.trim();
    void act(
      'invite',
      async () => {
        const made = await backend.members.invite(accountId, to, role);
        setLink({ email: to, link: made.link });
        setEmail('');
      },
      t`Invitation sent to ${to}.`,
    );
  };

  const roleOptions = (current?: AccountRole) =>
    ACCOUNT_ROLES.filter((r) => isOwner || r !== 'owner' || current === 'owner').map((r) => ({ value: r, label: t(ACCOUNT_ROLE_LABELS[r]) }));

  return (
    <SettingsFrame title={t`Members`} subtitle={t`The people who work in ${account}, and what each may do.`} toast={toast}>
      {problem && <Alert tone="error">{problem}</Alert>}
      {error && <Alert tone="error">{translateText(error)}</Alert>}
      <SettingsSection title={t`People in ${account}`}>
        <p className="mb-4 text-sm text-fg-muted">
          <Trans>
            Owners handle billing and everything else; managers also invite and manage members, categories, import, export and backups; members read and write
            the records; viewers only read them and take no seat.
          </Trans>
        </p>
        {members === null ? (
          <p className="text-sm text-fg-muted">
            <Trans>Loading...</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-line-soft" aria-label={t`Members`}>
            {members.map((m) => {
              const self = m.uid === user?.uid;
              const mayChange = canManage && !self && (isOwner || m.role !== 'owner');
              const who = m.displayName || m.email;
              return (
                <li key={m.uid} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid={`member-${m.email}`}>
                  <div>
                    <p className="font-medium text-fg">
                      {who} {self && <span className="text-sm text-fg-subtle">({t`you`})</span>}
                    </p>
                    <p className="text-sm text-fg-muted">{m.email}</p>
                  </div>
                  <div className="flex items-center gap-2">
                    {mayChange ? (
                      <SelectField
                        label={t`Role of ${who}`}
                        hideLabel
                        value={m.role}
                        options={roleOptions(m.role)}
                        disabled={busy !== null}
                        onChange={(e) => {
                          const next = e.target.value as AccountRole;
                          const nextRole = t(ACCOUNT_ROLE_LABELS[next]);
                          if (backend && accountId)
                            void act(`role-${m.uid}`, () => backend.members.updateMember(accountId, m.uid, { role: next }), t`${who} is now ${nextRole}.`);
                        }}
                      />
                    ) : (
                      <span className="text-sm text-fg-body">{t(ACCOUNT_ROLE_LABELS[m.role])}</span>
                    )}
                    {mayChange && (
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={busy !== null}
                        onClick={() => {
                          if (backend && accountId && window.confirm(t`Remove ${who} from ${account}? The records they added stay with the account.`))
                            void act(`remove-${m.uid}`, () => backend.members.removeMember(accountId, m.uid), t`${who} was removed.`);
                        }}
                      >
                        <Trans>Remove</Trans>
                      </Button>
                    )}
                    {self && accountId !== user?.uid && (
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={busy !== null}
                        onClick={() => {
                          if (backend && accountId && window.confirm(t`Leave ${account}? You will no longer see its records.`))
                            void act('leave', () => backend.members.leaveAccount(accountId), t`You left ${account}.`);
                        }}
                      >
                        <Trans>Leave account</Trans>
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </SettingsSection>

      {canManage && (
        <SettingsSection title={t`Invite someone`}>
          <form onSubmit={invite} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end" noValidate>
            <TextField label={t`E-mail`} type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" required />
            <SelectField label={t`Role`} value={role} options={roleOptions()} onChange={(e) => setRole(e.target.value as AccountRole)} />
            <Button type="submit" disabled={busy !== null || email.trim() === ''}>
              {busy === 'invite' ? t`Sending...` : t`Send invitation`}
            </Button>
          </form>
          <p className="mt-2 text-sm text-fg-muted">
            <Trans>The invitation is an e-mail with a link that only works for that address, once, for 7 days.</Trans>
          </p>
          {link && (
            <Alert tone="success" className="mt-3">
              <p>
                <LinkFor email={link.email} />
              </p>
              <p className="mt-1 font-mono text-xs break-all" data-testid="invitation-link">
                {link.link}
              </p>
            </Alert>
          )}
        </SettingsSection>
      )}

      {canManage && invitations.length > 0 && (
        <SettingsSection title={t`Pending invitations`}>
          <ul className="divide-y divide-line-soft" aria-label={t`Pending invitations`}>
            {invitations.map((i) => {
              const until = i.expiresAt ? format.day(i.expiresAt) : '';
              const to = i.email;
              return (
                <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid={`invitation-${i.email}`}>
                  <div>
                    <p className="font-medium text-fg">{i.email}</p>
                    <p className="text-sm text-fg-muted">
                      {t(ACCOUNT_ROLE_LABELS[i.role])} · {i.expired ? t`Expired` : t`Valid until ${until}`}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={busy !== null}
                      onClick={() => {
                        if (backend && accountId)
                          void act(
                            `resend-${i.id}`,
                            async () => setLink({ email: i.email, link: (await backend.members.resendInvitation(accountId, i.id)).link }),
                            t`Invitation sent again to ${to}.`,
                          );
                      }}
                    >
                      <Trans>Resend</Trans>
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={busy !== null}
                      onClick={() => {
                        if (backend && accountId)
                          void act(`revoke-${i.id}`, () => backend.members.revokeInvitation(accountId, i.id), t`Invitation to ${to} withdrawn.`);
                      }}
                    >
                      <Trans>Withdraw</Trans>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </SettingsSection>
      )}
    </SettingsFrame>
  );
}
