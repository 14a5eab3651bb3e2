// Delete user (docs/product/admin.md#user-management): owner only, never an owner account, never oneself. First
// decides what happens to each account they belong to (./user-data.ts planAccounts): refused
// with `failed-precondition` while they are the last owner of an account that has other members
// (it must be handed over first). Then removes the Auth account (no more sign-ins or writes), the
// accounts they were the only member of (ACCOUNT_DATA: accounts/{a} with every subcollection,
// subscriptions/{a}, the account's API keys and counters), their member documents in the
// accounts that go on, then everything of USER_DATA (users/{uid} with every subcollection, API
// keys they made, held and queued mail to or about them, functions-only documents), and logs who
// deleted whom. Activity entries about the person stay until the retention period ends (they are
// the audit trail).
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { deleteProblem, parseUid } from '../../../src/domain/admin-users';
import { logActivity } from '../shared/activity';
import { parseOrRefuse, requestData, requireStaff } from '../shared/guards';
import { loadTarget } from './deps';
import { applyAccountsPlan, planAccounts, removeUserData } from './user-data';
import type { AdminDeps, AdminRequest } from './deps';

export async function deleteUser(deps: AdminDeps, request: AdminRequest): Promise<{ deleted: true }> {
  const now = deps.now ?? new Date();
  // Staff first (admins get the owner-only message below rather than a generic one).
  const caller = await requireStaff(request as CallableRequest, { now, auth: deps.auth });
  const { uid } = parseOrRefuse(parseUid(requestData(request as CallableRequest)));
  const target = await loadTarget(deps, uid);
  const problem = deleteProblem(caller, { uid, role: target.role });
  if (problem) throw new HttpsError('permission-denied', problem);

  const accounts = await planAccounts(deps.db, uid, target.data);

  if (target.authUser) await deps.auth.deleteUser(uid);
  await applyAccountsPlan(deps.db, uid, accounts);
  await removeUserData(deps.db, uid, target.authUser?.email ?? target.email);
  if (target.authUser?.email && target.email && target.authUser.email.toLowerCase() !== target.email.toLowerCase()) {
    await removeUserData(deps.db, uid, target.email); // the document's copy of an address being changed
  }
  const batch = deps.db.batch();
  await logActivity(
    deps.db,
    {
      type: 'USER_DELETED',
      actorUid: caller.uid,
      actorEmail: caller.email,
      targetUid: uid,
      targetEmail: target.email,
      details: `${caller.email || 'The owner'} deleted the account ${target.email}${target.displayName ? ` (${target.displayName})` : ''} and all its records`,
      changes: [
        { field: 'role', before: target.role, after: null },
        { field: 'plan', before: (target.data.planId as string | undefined) ?? null, after: null },
      ],
      source: 'app',
    },
    { batch, now },
  );
  await batch.commit();
  return { deleted: true };
}
