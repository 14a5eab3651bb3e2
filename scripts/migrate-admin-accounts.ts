// The third step of `npm run migrate`: builds adminAccounts/{accountId}, the admin area's summary of
// each account (src/domain/admin-accounts.ts), for accounts made before the triggers that keep it
// existed, and deletes a summary whose account is gone. Each summary is rebuilt from the account,
// its members and its subscription by the functions' own rebuild (functions/src/admin/
// account-summary.ts).
//
// Idempotent (a summary that already says the same is not written, so a second run writes
// nothing), resumable (an interrupted run leaves the rest without a summary, which the next run
// builds; accounts are visited by id), checked by counts (at the end, every account has exactly one
// summary and every summary an account; anything else fails the run).
import type { Firestore } from 'firebase-admin/firestore';
import { rebuildAccountSummary } from '../functions/src/admin/account-summary';
import { ADMIN_ACCOUNTS } from '../src/domain/admin-accounts';
import { pages } from './migrate-pages';

export type AdminAccountsOptions = {
  dryRun?: boolean;
  /** Stops after this many accounts (an interrupted run, in the tests; with idPrefix). */
  stopAfter?: number;
  /** Only the accounts whose id starts with this (the tests' own); every account by default. */
  idPrefix?: string;
  log?: (line: string) => void;
};

export type AdminAccountsResult = {
  status: 'done' | 'stopped' | 'dry-run' | 'mismatch';
  accounts: number;
  /** Summaries written (a dry run: missing ones it would write). */
  written: number;
  /** Summaries deleted because their account is gone. */
  deleted: number;
  /** After the run: accounts without a summary, and summaries without an account. */
  missing: number;
  orphans: number;
};

async function ids(db: Firestore, path: string, prefix: string): Promise<string[]> {
  const out: string[] = [];
  for await (const docs of pages(db, path, [])) for (const d of docs) if (d.id.startsWith(prefix)) out.push(d.id);
  return out;
}

export async function migrateAdminAccounts(db: Firestore, options: AdminAccountsOptions = {}): Promise<AdminAccountsResult> {
  const prefix = options.idPrefix ?? '';
  const log = options.log ?? (() => {});
  const accounts = await ids(db, 'accounts', prefix);
  const summaries = new Set(await ids(db, ADMIN_ACCOUNTS, prefix));
  const result: AdminAccountsResult = { status: 'done', accounts: accounts.length, written: 0, deleted: 0, missing: 0, orphans: 0 };
  if (options.dryRun) {
    result.written = accounts.filter((id) => !summaries.has(id)).length;
    result.deleted = [...summaries].filter((id) => !accounts.includes(id)).length;
    log(`Account summaries: ${accounts.length} accounts, ${result.written} without a summary, ${result.deleted} summaries of deleted accounts (dry run).`);
    return { ...result, status: 'dry-run' };
  }
  let visited = 0;
  for (const id of [...new Set([...accounts, ...summaries])].sort()) {
    if (options.stopAfter !== undefined && visited >= options.stopAfter) {
      result.status = 'stopped';
      break;
    }
    visited += 1;
    const outcome = await rebuildAccountSummary(db, id);
    if (outcome === 'written') result.written += 1;
    if (outcome === 'deleted') result.deleted += 1;
  }
  const after = new Set(await ids(db, ADMIN_ACCOUNTS, prefix));
  const accountSet = new Set(await ids(db, 'accounts', prefix));
  result.missing = [...accountSet].filter((id) => !after.has(id)).length;
  result.orphans = [...after].filter((id) => !accountSet.has(id)).length;
  if (result.status === 'done' && (result.missing > 0 || result.orphans > 0)) {
    result.status = 'mismatch';
    log(`MISMATCH account summaries: ${result.missing} accounts without a summary, ${result.orphans} summaries without an account.`);
  } else {
    log(
      `Account summaries: ${accountSet.size} accounts, ${after.size} summaries; ${result.written} written, ${result.deleted} deleted, the rest already in step.`,
    );
  }
  return result;
}
