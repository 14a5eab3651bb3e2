// Members (/settings/members, docs/product/members.md): who is in the open account with which
// role; owners and managers invite by e-mail, change roles and a Member's or Viewer's switches
// (own records only, payroll), resend or withdraw invitations, remove members and read the
// account's activity; an owner hands the account over. Every change is a function that checks the
// caller's role itself; this page only offers what the role may do.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import type { MemberView, PendingInvitation } from '../../data/contract';
import { ACCOUNT_ROLES } from '../../domain/accounts';
import type { AccountRole } from '../../domain/accounts';
import { ACCOUNT_ROLE_LABELS } from '../../lib/account-roles';
import { translateText } from '../../lib/known-texts';
import { useSession } from '../../lib/session';
import { useFormat } from '../../lib/use-format';
import { DeleteAccountSection } from './delete-account';
import { MembersActivity } from './members-activity';
import { useMembers } from '../../components/ui/use-members';
import { SettingsFrame, SettingsSection, useToast } from './settings-frame';

const failureText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? translateText(error.message) : fallback);

type Flag = 'ownRecordsOnly' | 'payroll';
/** A switch just toggled, shown until the member document changes from `from` (or the change is refused). */
type Pending = { value: boolean; from: boolean };

/** A Member's or Viewer's two switches; owners and managers always see every record and payroll. */
function MemberSwitches({ member, onToggle }: { member: MemberView; onToggle: (field: Flag, value: boolean) => Promise<void> }) {
  const { t } = useLingui();
  const [pending, setPending] = useState<Partial<Record<Flag, Pending>>>({});
  const [saving, setSaving] = useState<Partial<Record<Flag, boolean>>>({});
  const valueOf = (field: Flag) => {
    const p = pending[field];
    return p && p.from === member[field] ? p.value : member[field];
  };
  const toggle = async (field: Flag) => {
    const value = !valueOf(field);
    setPending((p) => ({ ...p, [field]: { value, from: member[field] } }));
    setSaving((s) => ({ ...s, [field]: true }));
    try {
      await onToggle(field, value);
    } catch {
      setPending((p) => ({ ...p, [field]: undefined }));
    } finally {
      setSaving((s) => ({ ...s, [field]: false }));
    }
  };
  const rows: { field: Flag; label: string; help: string }[] = [
    { field: 'ownRecordsOnly', label: t`Own records only`, help: t`Sees and edits only the clients and tasks assigned to them` },
    { field: 'payroll', label: t`Payroll`, help: t`Sees salaries and the expenses paid from them` },
  ];
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-2">
      {rows.map(({ field, label, help }) => {
        const helpId = `${field}-help-${member.uid}`;
        return (
          <label key={field} className="flex items-start gap-2">
            <input
              type="checkbox"
              role="switch"
              className="mt-0.5 h-4 w-4 accent-primary-600"
              checked={valueOf(field)}
              disabled={saving[field] === true}
              aria-describedby={helpId}
              onChange={() => void toggle(field)}
            />
            <span>
              <span className="block text-sm font-medium text-fg-soft">{label}</span>
              <span id={helpId} className="block text-xs text-fg-subtle">
                {help}
              </span>
            </span>
          </label>
        );
      })}
    </div>
  );
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
  const [handOver, setHandOver] = useState<MemberView | null>(null);
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

  /** A switch: its own request, no busy page; a refusal is shown with the function's message (the switch goes back). */
  const toggleFlag = async (m: MemberView, field: Flag, value: boolean) => {
    if (!backend || !accountId) return;
    setProblem(null);
    try {
      await backend.members.updateMember(accountId, m.uid, { [field]: value });
      setVersion((v) => v + 1);
    } catch (e) {
      setProblem(failureText(e, t`That did not work. Please try again.`));
      throw e;
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
              const restricted = m.role === 'member' || m.role === 'viewer';
              const who = m.displayName || m.email;
              return (
                <li key={m.uid} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid={`member-${m.email}`}>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-fg">
                      {who} {self && <span className="text-sm text-fg-subtle">({t`you`})</span>}
                    </p>
                    <p className="text-sm text-fg-muted">{m.email}</p>
                    {canManage && !restricted && (
                      <p className="text-sm text-fg-subtle">
                        <Trans>All records, payroll</Trans>
                      </p>
                    )}
                    {mayChange && restricted && <MemberSwitches member={m} onToggle={(field, value) => toggleFlag(m, field, value)} />}
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
                    {isOwner && !self && m.role !== 'owner' && (
                      <Button variant="secondary" size="sm" disabled={busy !== null} onClick={() => setHandOver(m)}>
                        <Trans>Make account owner</Trans>
                      </Button>
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

      {handOver && (
        <HandOverDialog
          member={handOver}
          onClose={() => setHandOver(null)}
          onDone={(text) => {
            show({ tone: 'success', text });
            setVersion((v) => v + 1);
          }}
        />
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

      {canManage && <MembersActivity version={version} />}
      {isOwner && <DeleteAccountSection />}
    </SettingsFrame>
  );
}

/** An owner hands the account over: the member becomes an owner and the caller a manager (handOverAccount with stepDown). */
function HandOverDialog({ member, onClose, onDone }: { member: MemberView; onClose: () => void; onDone: (text: string) => void }) {
  const { t } = useLingui();
  const { backend, accountId } = useSession();
  const name = member.displayName || member.email;
  return (
    <ConfirmDialog
      open
      title={t`Make ${name} the account owner?`}
      message={t`${name} becomes the account owner. You stay in the account as a manager.`}
      confirmLabel={t`Make account owner`}
      busyLabel={t`Handing over...`}
      errorText={(e) => failureText(e, t`That did not work. Please try again.`)}
      onConfirm={async () => {
        if (!backend || !accountId) return;
        await backend.members.handOverAccount(accountId, member.uid, { stepDown: true });
        onDone(t`${name} is now the account owner.`);
      }}
      onClose={onClose}
    />
  );
}
