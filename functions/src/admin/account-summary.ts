// adminAccounts/{accountId}: the admin area's summary of an account (src/domain/admin-accounts.ts),
// rebuilt from the account, its members and its subscription whenever one of them is written
// (the triggers in ./functions.ts). A rebuild reads the account's own documents in a transaction
// and writes only when the summary changes, so triggers arriving twice or out of order converge
// on the same document; a deleted account loses its summary. The migration step
// (scripts/migrate-admin-accounts.ts) runs the same rebuild over accounts made before it existed.
import type { Firestore } from 'firebase-admin/firestore';
import { ADMIN_ACCOUNTS, accountSummaryOf, readAccountSummary, sameSummary } from '../../../src/domain/admin-accounts';
import type { AdminAccountSummary } from '../../../src/domain/admin-accounts';
import { accountPaths } from '../../../src/domain/accounts';

export type RebuildResult = 'written' | 'unchanged' | 'deleted';

/** The summary as stored (dates as Firestore turns them back into dates). */
function stored(summary: AdminAccountSummary, now: Date): Record<string, unknown> {
  return { ...summary, updatedAt: now };
}

export async function rebuildAccountSummary(db: Firestore, accountId: string, now = new Date()): Promise<RebuildResult> {
  return db.runTransaction(async (tx) => {
    const ref = db.doc(`${ADMIN_ACCOUNTS}/${accountId}`);
    const [account, members, subscription, current] = await Promise.all([
      tx.get(db.doc(accountPaths.account(accountId))),
      tx.get(db.collection(accountPaths.members(accountId))),
      tx.get(db.doc(accountPaths.subscription(accountId))),
      tx.get(ref),
    ]);
    const next = accountSummaryOf({
      accountId,
      account: account.exists ? (account.data() ?? {}) : null,
      members: members.docs.map((d) => ({ uid: d.id, role: d.get('role'), email: d.get('email') })),
      subscription: subscription.exists ? (subscription.data() ?? {}) : null,
    });
    const before = readAccountSummary(accountId, current.data());
    if (sameSummary(before, next)) return 'unchanged';
    if (!next) {
      tx.delete(ref);
      return 'deleted';
    }
    tx.set(ref, stored(next, now));
    return 'written';
  });
}
