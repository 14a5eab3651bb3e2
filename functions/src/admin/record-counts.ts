// Record counts of one user for View user: aggregation queries (one count() per kind, each
// billed as one read per 1,000 records), run here so staff never need read access to other
// users' business records.
import type { CallableRequest } from 'firebase-functions/v2/https';
import { parseUid } from '../../../src/domain/admin-users';
import { RECORD_KINDS } from '../../../src/domain/types';
import type { RecordKind } from '../../../src/domain/types';
import { parseOrRefuse, requestData, requireStaff } from '../shared/guards';
import type { AdminDeps, AdminRequest } from './deps';

export async function userRecordCounts(deps: AdminDeps, request: AdminRequest): Promise<Record<RecordKind, number>> {
  await requireStaff(request as CallableRequest, { stepUp: false, now: deps.now, auth: deps.auth });
  const { uid } = parseOrRefuse(parseUid(requestData(request as CallableRequest)));
  const counts = await Promise.all(
    RECORD_KINDS.map(async (kind) => [kind, (await deps.db.collection(`users/${uid}/${kind}`).count().get()).data().count] as const),
  );
  return Object.fromEntries(counts) as Record<RecordKind, number>;
}
