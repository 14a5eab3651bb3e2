// The account's activity on the Members page (docs/product/members.md#account-activity): who
// invited, changed, removed, joined, left or handed the account over, newest first, a page at a
// time. Owners and managers only (listAccountActivity refuses everyone else).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import type { AccountActivityEntry } from '../../data/contract';
import { isAccountRole } from '../../domain/accounts';
import type { AccountRole } from '../../domain/accounts';
import { ACCOUNT_ROLE_LABELS } from '../../lib/account-roles';
import { translateText } from '../../lib/known-texts';
import { useSession } from '../../lib/session';
import { useFormat } from '../../lib/use-format';
import { SettingsSection } from './settings-frame';

/** Entries a page asks for. */
export const ACTIVITY_PAGE = 20;

/** The entry as a sentence (or two, when one change set both switches), as messages to translate. */
export function activityMessages(e: AccountActivityEntry, roleName: (role: AccountRole) => string): MessageDescriptor[] {
  const actor = e.actor;
  const name = e.target || e.targetEmail || '';
  const email = e.targetEmail || e.target;
  const role = e.role ? roleName(e.role) : '';
  const d = e.details;
  switch (e.type) {
    case 'INVITED':
      return [msg`${actor} invited ${email} as ${role}.`];
    case 'INVITATION_RESENT':
      return [msg`${actor} sent the invitation to ${email} again.`];
    case 'INVITATION_REVOKED':
      return [msg`${actor} withdrew the invitation to ${email}.`];
    case 'JOINED':
      return [msg`${actor} joined as ${role}.`];
    case 'LEFT':
      return [msg`${actor} left.`];
    case 'REMOVED':
      return [msg`${actor} removed ${name}.`];
    case 'HANDED_OVER':
      return d.stepDown === true ? [msg`${actor} handed the account over to ${name} and stayed as a manager.`] : [msg`${actor} made ${name} an account owner.`];
    case 'ROLE_CHANGED': {
      if (isAccountRole(d.previousRole) && d.previousRole !== e.role) return [msg`${actor} changed ${name}'s role to ${role}.`];
      const parts: MessageDescriptor[] = [];
      if (typeof d.previousOwnRecordsOnly === 'boolean' && d.previousOwnRecordsOnly !== d.ownRecordsOnly) {
        parts.push(d.ownRecordsOnly === true ? msg`${actor} limited ${name} to the records assigned to them.` : msg`${actor} let ${name} see all records.`);
      }
      if (typeof d.previousPayroll === 'boolean' && d.previousPayroll !== d.payroll) {
        parts.push(d.payroll === true ? msg`${actor} gave ${name} access to payroll.` : msg`${actor} removed ${name}'s access to payroll.`);
      }
      return parts.length ? parts : [msg`${actor} changed ${name}'s access.`];
    }
    default:
      return [msg`${actor} changed the account's members.`];
  }
}

/** `error`: the refusal's English message ('' when it has none), translated when shown. */
type Page = { key: string; entries: AccountActivityEntry[]; next: Date | null; error: string | null };

const messageOf = (e: unknown) => (e instanceof Error ? e.message : '');

/** `version` changes after each change on the page: the first page is read again. */
export function MembersActivity({ version }: { version: number }) {
  const { t, i18n } = useLingui();
  const { backend, accountId } = useSession();
  const format = useFormat();
  const key = `${accountId ?? ''}:${version}`;
  const [page, setPage] = useState<Page>({ key: '', entries: [], next: null, error: null });
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    if (!backend || !accountId) return;
    let live = true;
    backend.members.listAccountActivity(accountId, { limit: ACTIVITY_PAGE }).then(
      (first) => live && setPage({ key, entries: first.entries, next: first.next, error: null }),
      (e: unknown) => live && setPage({ key, entries: [], next: null, error: messageOf(e) }),
    );
    return () => {
      live = false;
    };
  }, [backend, accountId, key]);

  const shown = page.key === key ? page : null;
  const more = async () => {
    if (!backend || !accountId || !shown?.next) return;
    setLoadingMore(true);
    try {
      const older = await backend.members.listAccountActivity(accountId, { before: shown.next, limit: ACTIVITY_PAGE });
      setPage((p) => (p.key === key ? { key, entries: [...p.entries, ...older.entries], next: older.next, error: null } : p));
    } catch (e) {
      setPage((p) => (p.key === key ? { ...p, error: messageOf(e) } : p));
    } finally {
      setLoadingMore(false);
    }
  };
  const roleName = (role: AccountRole) => i18n._(ACCOUNT_ROLE_LABELS[role]);

  return (
    <SettingsSection title={t`Activity`}>
      {shown && shown.error !== null && (
        <Alert tone="error" className="mb-3">
          {shown.error ? translateText(shown.error) : t`The activity could not be loaded. Please try again.`}
        </Alert>
      )}
      {!shown ? (
        <p className="text-sm text-fg-muted">
          <Trans>Loading...</Trans>
        </p>
      ) : shown.entries.length === 0 && shown.error === null ? (
        <p className="text-sm text-fg-muted">
          <Trans>No activity yet.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-line-soft" aria-label={t`Activity`}>
          {shown.entries.map((e) => (
            <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2" data-testid="activity-entry">
              <span className="text-sm text-fg-body">
                {activityMessages(e, roleName)
                  .map((m) => i18n._(m))
                  .join(' ')}
              </span>
              <time className="text-xs text-fg-subtle" dateTime={e.at.toISOString()}>
                {format.dateTime(e.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {shown?.next && (
        <Button variant="secondary" size="sm" className="mt-3" disabled={loadingMore} onClick={() => void more()}>
          {loadingMore ? t`Loading...` : t`Show more`}
        </Button>
      )}
    </SettingsSection>
  );
}
