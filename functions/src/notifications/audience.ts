// Who hears about an account's records (docs/product/accounts.md): notices about records go to
// the account's members whose role lets them see those records, each with their own
// notification choices, time zone and language (users/{uid}/settings/*). A member who sees only
// the records assigned to them gets none of the account-wide notices; salary figures go only to
// members with `payroll`.
import type { Firestore } from 'firebase-admin/firestore';
import { membersOf } from '../shared/membership';
import type { Member } from '../shared/membership';
import type { Outcome } from './deliver';
import { loadRecipient } from './preferences';
import type { Recipient } from './preferences';

/** What each member's notice came to, by their uid (absent: not a recipient of this notice). */
export type AccountOutcomes = Record<string, Outcome>;

/** Sees every record of the account (new clients, the weekly report). */
export const seesAllRecords = (m: Member): boolean => !m.ownRecordsOnly;

/** Sees every salary of the account (payment reminders). */
export const seesPayroll = (m: Member): boolean => m.payroll && !m.ownRecordsOnly;

/** Runs `send` for each member of the account `who` admits and who has an address. */
export async function recipientsOf(
  db: Firestore,
  accountId: string,
  who: (m: Member) => boolean,
  send: (r: Recipient, m: Member) => Promise<Outcome>,
): Promise<AccountOutcomes> {
  const members = (await membersOf(db, accountId)).filter(who);
  const outcomes = await Promise.all(
    members.map(async (m) => {
      const r = await loadRecipient(db, m.uid);
      const outcome: Outcome = r ? await send(r, m) : { status: 'skipped', reason: 'no such user or no e-mail' };
      return [m.uid, outcome] as const;
    }),
  );
  return Object.fromEntries(outcomes);
}
