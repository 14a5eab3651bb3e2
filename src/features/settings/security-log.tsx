// The last five security events about the user, newest first (from the activity log).
import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SecurityEvent } from '../../data/contract';
import type { ActivityType } from '../../domain/activity';
import { useFormat } from '../../lib/use-format';
import { useSession } from '../../lib/session';
import { SettingsSection } from './settings-frame';
import { browserLabel } from './user-agent';

export const SECURITY_LOG_SIZE = 5;

const LABELS: Partial<Record<ActivityType, MessageDescriptor>> = {
  LOGIN: msg`Signed in`,
  LOGOUT: msg`Signed out`,
  PASSWORD_CHANGED: msg`Password changed`,
  EMAIL_CHANGED: msg`E-mail changed`,
  SESSIONS_REVOKED: msg`Signed out of all other devices`,
};

export function SecurityLog() {
  const { t } = useLingui();
  const { backend, user } = useSession();
  const format = useFormat();
  const uid = user?.uid ?? null;
  const [state, setState] = useState<{ uid: string; events: SecurityEvent[] | null; failed: boolean } | null>(null);

  useEffect(() => {
    if (!backend || !uid) return;
    return backend.settings.watchSecurityEvents(
      uid,
      SECURITY_LOG_SIZE,
      (events) => setState({ uid, events, failed: false }),
      () => setState({ uid, events: null, failed: true }),
    );
  }, [backend, uid]);

  const current = state && state.uid === uid ? state : null;
  const labelOf = (type: ActivityType) => {
    const label = LABELS[type];
    return label ? t(label) : type;
  };
  return (
    <SettingsSection title={t`Recent security activity`}>
      {!current ? (
        <p className="text-sm text-fg-muted">
          <Trans>Loading...</Trans>
        </p>
      ) : current.failed ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          <Trans>The security log could not be loaded. Please reload the page.</Trans>
        </p>
      ) : current.events?.length ? (
        <ol aria-label={t`Security log`} className="divide-y divide-line">
          {current.events.map((e) => (
            <li key={e.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span className="font-medium text-fg">{labelOf(e.type)}</span>
              <span className="text-fg-muted">{[format.dateTime(e.createdAt), browserLabel(e.userAgent)].filter(Boolean).join(' · ')}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-fg-muted">
          <Trans>No security events yet.</Trans>
        </p>
      )}
    </SettingsSection>
  );
}
