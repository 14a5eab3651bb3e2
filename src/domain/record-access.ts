// Which records a member sees and edits (docs/product/accounts.md#the-member-switches). Two
// switches on the member document narrow a Member's or Viewer's access; owners and managers always
// see everything:
// - ownRecordsOnly: the clients, tasks and deals whose `ownerId` is the member, no others;
// - payroll: without it, salaries and the expenses generated from them (`salaryId` set) are hidden.
// The security rules decide the same from the same member document (firestore.rules, recordRead),
// and rules are not filters: a narrowed member's list query must carry the constraint `scopeOf`
// gives, or the whole query is refused. The data layer adds it; the fake filters with `canSee`.
import type { AccountRole } from './accounts';
import type { RecordKind } from './types';

export type RecordAccess = { ownRecordsOnly: boolean; payroll: boolean };

export const FULL_ACCESS: RecordAccess = { ownRecordsOnly: false, payroll: true };

/** What the switches apply to: the record kinds and the deals. */
export type AccessKind = RecordKind | 'deals';

/** The kinds a record owner narrows (ownRecordsOnly): what is assigned to one person. */
export const OWNED_KINDS = ['clients', 'tasks', 'deals'] as const satisfies readonly AccessKind[];

/** The longest owner id the rules accept (a Firebase Auth uid is at most 128 characters). */
export const MAX_OWNER_ID = 128;

const isOwnedKind = (kind: AccessKind) => (OWNED_KINDS as readonly string[]).includes(kind);

/**
 * What a member's document allows; owners and managers always see everything (the members
 * functions store their switches so, too). No member document: nothing is narrowed here (the
 * rules refuse such a person anyway).
 */
export function recordAccessOf(member: { role: AccountRole; ownRecordsOnly?: unknown; payroll?: unknown } | null | undefined): RecordAccess {
  if (!member || member.role === 'owner' || member.role === 'manager') return FULL_ACCESS;
  return { ownRecordsOnly: member.ownRecordsOnly === true, payroll: member.payroll === true };
}

/**
 * How a list of `kind` is narrowed for this member: `hidden` (never read: salaries without
 * payroll), `ownerId` (only records whose ownerId is this uid), `withoutPayroll` (expenses whose
 * salaryId is ''). The data layer turns it into the query's where() clauses.
 */
export type RecordScope = { hidden: boolean; ownerId: string | null; withoutPayroll: boolean };

export function scopeOf(access: RecordAccess, uid: string, kind: AccessKind): RecordScope {
  return {
    hidden: kind === 'salaries' && !access.payroll,
    ownerId: access.ownRecordsOnly && isOwnedKind(kind) ? uid : null,
    withoutPayroll: kind === 'expenses' && !access.payroll,
  };
}

export const isNarrowed = (scope: RecordScope): boolean => scope.hidden || scope.ownerId !== null || scope.withoutPayroll;

/** Whether a stored record is one this member may see (what the rules' read condition says). */
export function canSee(access: RecordAccess, uid: string, kind: AccessKind, record: Record<string, unknown>): boolean {
  const scope = scopeOf(access, uid, kind);
  if (scope.hidden) return false;
  if (scope.ownerId !== null && record.ownerId !== scope.ownerId) return false;
  if (scope.withoutPayroll && typeof record.salaryId === 'string' && record.salaryId !== '') return false;
  return true;
}

/** Who a record is assigned to and who wrote it: set by the layers that write, never by a form's fields. */
export type RecordStamps = { ownerId?: string; createdBy?: string; updatedBy?: string };

/**
 * The owner a write asks for (`ownerId` beside a form's fields): undefined when it names none,
 * null when what it names is not a member id the rules would take.
 */
export function requestedOwner(input: unknown): string | null | undefined {
  if (typeof input !== 'object' || input === null || !('ownerId' in input)) return undefined;
  const v = (input as { ownerId?: unknown }).ownerId;
  if (v === undefined) return undefined;
  return typeof v === 'string' && v.length > 0 && v.length <= MAX_OWNER_ID && !v.includes('/') ? v : null;
}

/** Whether this member may give a record to someone else (narrowed members keep what they write). */
export const canReassign = (access: RecordAccess): boolean => !access.ownRecordsOnly;

/** What the layers say about a record's owner (screens say the rest themselves, src/components/ui/access-notice.tsx). */
export const ACCESS_MESSAGES = {
  badOwner: 'Choose a member of this account to assign it to.',
} as const;
