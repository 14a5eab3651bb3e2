// Seats per plan (src/domain/seats.ts): the service owner changes them in systemSettings/plans;
// anyone signed in reads the seats each plan gives (capped by Global maxUsersPerAccount).
import type { Firestore } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { effectivePlanSeats, PLAN_SEATS_DOC, readPlanSeats, validatePlanSeats } from '../../../src/domain/seats';
import type { PlanSeats } from '../../../src/domain/seats';
import { parseGlobalSettings } from '../../../src/domain/system-settings/global';
import { PLAN_IDS } from '../../../src/domain/types';
import { logActivity } from '../shared/activity';
import { parseOrRefuse, requestData, requireOwner } from '../shared/guards';
import type { GuardOptions } from '../shared/guards';
import { signedIn } from './access';

export type PlanSeatsReply = {
  /** The seats an account on each plan has: the plan's seats, at most maxUsersPerAccount; null is unlimited. */
  seats: PlanSeats;
  /** The plans' own seats (systemSettings/plans over the defaults). */
  planSeats: PlanSeats;
  maxUsersPerAccount: number;
};

async function current(db: Firestore): Promise<PlanSeatsReply> {
  const [plans, global] = await db.getAll(db.doc(PLAN_SEATS_DOC), db.doc('systemSettings/global'));
  const planSeats = readPlanSeats(plans?.data());
  const max = parseGlobalSettings(global?.data()).maxUsersPerAccount;
  return { seats: effectivePlanSeats(planSeats, max), planSeats, maxUsersPerAccount: max };
}

/** getPlanSeats() → PlanSeatsReply, for anyone signed in. */
export async function getPlanSeats(db: Firestore, request: CallableRequest): Promise<PlanSeatsReply> {
  signedIn(request);
  return current(db);
}

/** savePlanSeats({ seats: { basic?, pro?, custom? } }) → PlanSeatsReply; the service owner only (role claim, recent sign-in). */
export async function savePlanSeats(db: Firestore, request: CallableRequest, options?: GuardOptions): Promise<PlanSeatsReply> {
  const caller = await requireOwner(request, options);
  const change = parseOrRefuse(validatePlanSeats(requestData(request).seats));
  const before = (await current(db)).planSeats;
  const seats: PlanSeats = { ...before, ...change };
  const now = new Date();
  const batch = db.batch();
  batch.set(db.doc(PLAN_SEATS_DOC), { seats, updatedAt: now, updatedBy: caller.uid });
  const changes = PLAN_IDS.filter((id) => before[id] !== seats[id]).map((id) => ({ field: `seats.${id}`, before: before[id], after: seats[id] }));
  await logActivity(
    db,
    {
      type: 'SETTINGS_UPDATED',
      actorUid: caller.uid,
      actorEmail: caller.email,
      targetUid: null,
      targetEmail: null,
      details: 'Seats per plan updated',
      changes,
      source: 'app',
    },
    { batch, now },
  );
  await batch.commit();
  return current(db);
}
