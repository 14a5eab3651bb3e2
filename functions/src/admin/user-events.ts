// Events only the app knows about, logged through callables: signing out (before the app drops
// the session) and exporting an account's data (its owners and managers: request data
// `accountId`, absent: the caller's own account).
import type { CallableRequest } from 'firebase-functions/v2/https';
import type { Firestore } from 'firebase-admin/firestore';
import { logActivity, requestOrigin } from '../shared/activity';
import { CALL_LIMITS, countCall } from '../shared/call-limit';
import { requestData, requireSignedIn } from '../shared/guards';
import { accountIdOf, requireAccountRole } from '../shared/membership';
import { canManageAccount } from '../../../src/domain/accounts';

type EventRequest = Pick<CallableRequest, 'auth' | 'data'> & { rawRequest?: CallableRequest['rawRequest'] };

const origin = (request: EventRequest) =>
  requestOrigin(request.rawRequest as unknown as { headers?: Record<string, string | string[] | undefined>; ip?: string } | undefined);

export async function logSignOut(db: Firestore, request: EventRequest, now = new Date()): Promise<{ logged: true }> {
  const me = requireSignedIn(request as CallableRequest);
  await countCall(db, CALL_LIMITS.signOutLog, me.uid, now);
  await logActivity(
    db,
    {
      type: 'LOGOUT',
      actorUid: me.uid,
      actorEmail: me.email,
      targetUid: me.uid,
      targetEmail: me.email,
      details: 'Signed out',
      source: 'app',
      ...origin(request),
    },
    { now },
  );
  return { logged: true };
}

const EXPORT_FORMATS = ['csv', 'json', 'text'] as const;

export async function logDataExport(db: Firestore, request: EventRequest, now = new Date()): Promise<{ logged: true }> {
  const me = requireSignedIn(request as CallableRequest);
  const data = requestData(request as CallableRequest);
  const accountId = accountIdOf(data, me.uid);
  await requireAccountRole(db, accountId, me.uid, canManageAccount);
  await countCall(db, CALL_LIMITS.exportLog, me.uid, now);
  const raw = data.format;
  const format = (EXPORT_FORMATS as readonly unknown[]).includes(raw) ? (raw as string) : 'data';
  await logActivity(
    db,
    {
      type: 'DATA_EXPORTED',
      actorUid: me.uid,
      actorEmail: me.email,
      targetUid: me.uid,
      targetEmail: me.email,
      details: accountId === me.uid ? `Exported their data (${format})` : `Exported the data of account ${accountId} (${format})`,
      source: 'app',
    },
    { now },
  );
  return { logged: true };
}
