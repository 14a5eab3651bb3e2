// Edit user (docs/product/admin.md#edit-user): display name and role. Only owners edit owner accounts and
// assign the owner role; a role change sets the claim and mirrors it on users/{uid}.
import { HttpsError } from 'firebase-functions/v2/https';
import { parseEditUser, roleChangeProblem, roleChangeType, searchKey } from '../../../src/domain/admin-users';
import { describeChanges } from '../../../src/domain/activity';
import type { ActivityChange } from '../../../src/domain/activity';
import { logActivity } from '../shared/activity';
import { parseOrRefuse, requestData, requireStaff } from '../shared/guards';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { roleMirror, setRoleClaim } from './claims';
import { loadTarget } from './deps';
import type { AdminDeps, AdminRequest } from './deps';

export async function editUser(deps: AdminDeps, request: AdminRequest): Promise<{ changed: boolean }> {
  const now = deps.now ?? new Date();
  const caller = await requireStaff(request as CallableRequest, { now, auth: deps.auth });
  const input = parseOrRefuse(parseEditUser(requestData(request as CallableRequest)));
  const target = await loadTarget(deps, input.uid);
  const problem = roleChangeProblem(caller.role, target.role, input.role, caller.uid === input.uid);
  if (problem) throw new HttpsError('permission-denied', problem);

  const changes: ActivityChange[] = [];
  if (target.displayName !== input.displayName) changes.push({ field: 'displayName', before: target.displayName, after: input.displayName });
  const roleChanged = target.role !== input.role;
  if (roleChanged) changes.push({ field: 'role', before: target.role, after: input.role });
  if (changes.length === 0) return { changed: false };

  if (roleChanged && target.authUser) await setRoleClaim(deps.auth, input.uid, input.role, target.authUser.customClaims);
  try {
    const batch = deps.db.batch();
    batch.update(target.ref, {
      displayName: input.displayName,
      displayNameLower: searchKey(input.displayName),
      ...(roleChanged ? roleMirror(input.role, now) : {}),
      updatedAt: now,
    });
    await logActivity(
      deps.db,
      {
        type: roleChanged ? roleChangeType(target.role, input.role) : 'USER_EDITED',
        actorUid: caller.uid,
        actorEmail: caller.email,
        targetUid: input.uid,
        targetEmail: target.email,
        details: `${caller.email || 'Staff'} edited ${target.email}: ${describeChanges(changes)}`,
        changes,
        source: 'app',
      },
      { batch, now },
    );
    await batch.commit();
  } catch (error) {
    // Keep the claim and its mirror in step: undo the claim when the documents were not written.
    if (roleChanged && target.authUser) await setRoleClaim(deps.auth, input.uid, target.role, target.authUser.customClaims);
    throw error;
  }
  if (target.authUser && target.authUser.displayName !== input.displayName) {
    await deps.auth.updateUser(input.uid, { displayName: input.displayName }).catch(() => undefined);
  }
  return { changed: true };
}
