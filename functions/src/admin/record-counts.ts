// Record counts of one person for View user: the records of the accounts they belong to (their
// own account accounts/{uid}, and each in users/{uid}.accounts), added up. Aggregation queries
// (one count() per kind and account, each billed as one read per 1,000 records), run here so
// staff never need read access to other users' business records.
import type { Firestore } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { accountPaths } from '../../../src/domain/accounts';
import { parseUid } from '../../../src/domain/admin-users';
import { RECORD_KINDS } from '../../../src/domain/types';
import type { RecordKind } from '../../../src/domain/types';
import { parseOrRefuse, requestData, requireStaff } from '../shared/guards';
import { accountsListed } from '../shared/membership';
import type { AdminDeps, AdminRequest } from './deps';

/** The accounts a person belongs to: their own (its id is their uid) and those listed on their user document. */
export async function accountsOfPerson(db: Firestore, uid: string): Promise<string[]> {
  return accountsListed(uid, (await db.doc(`users/${uid}`).get()).data());
}

export async function userRecordCounts(deps: AdminDeps, request: AdminRequest): Promise<Record<RecordKind, number>> {
  await requireStaff(request as CallableRequest, { stepUp: false, now: deps.now, auth: deps.auth });
  const { uid } = parseOrRefuse(parseUid(requestData(request as CallableRequest)));
  const accounts = await accountsOfPerson(deps.db, uid);
  const counts = await Promise.all(
    RECORD_KINDS.map(async (kind) => {
      const each = await Promise.all(accounts.map(async (a) => (await deps.db.collection(accountPaths.records(a, kind)).count().get()).data().count));
      return [kind, each.reduce((sum, n) => sum + n, 0)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<RecordKind, number>;
}
