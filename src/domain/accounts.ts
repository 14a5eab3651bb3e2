// Accounts and their members (docs/product/accounts.md). The account, not the sign-in, owns the
// business data: every record, the categories, the counters, the recorded imports and the
// dashboard summary live under accounts/{accountId}. A person's own settings (display, privacy,
// notification choices, remembered import mappings, reminders) stay under users/{uid}.
//
// An account made at sign-up, or moved there by the migration, has its founder's uid as its id,
// so subscriptions/{accountId}, API keys and links made before accounts existed stay valid.

import type { RecordKind } from './types';

/** Roles inside an account (the service's staff roles user, admin and owner are custom claims). */
export const ACCOUNT_ROLES = ['owner', 'manager', 'member', 'viewer'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export function isAccountRole(value: unknown): value is AccountRole {
  return typeof value === 'string' && (ACCOUNT_ROLES as readonly string[]).includes(value);
}

/** accounts/{accountId}: written only by functions. */
export type AccountDoc = {
  name: string;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
};

/** accounts/{accountId}/members/{uid}: written only by functions; the rules read it. */
export type MemberDoc = {
  role: AccountRole;
  /** A Member who sees and edits only the records assigned to them. */
  ownRecordsOnly: boolean;
  /** Without it, salaries and the expenses generated from them are hidden. */
  payroll: boolean;
  email: string;
  displayName: string;
  joinedAt: Date;
  /** The member who invited them; null for the founder and for migrated accounts. */
  invitedBy: string | null;
};

/** What users/{uid}.accounts holds: each account the person belongs to, with their role. */
export type AccountMemberships = Partial<Record<string, AccountRole>>;

/** Roles that may write records (viewers read only). */
export function canWriteRecords(role: AccountRole | null | undefined): boolean {
  return role === 'owner' || role === 'manager' || role === 'member';
}

/** Roles that run the account's shared things: members, invitations, categories, import, export, backup. */
export function canManageAccount(role: AccountRole | null | undefined): boolean {
  return role === 'owner' || role === 'manager';
}

/** Only an account owner handles billing, deletes the account or hands it over. */
export function canOwnAccount(role: AccountRole | null | undefined): boolean {
  return role === 'owner';
}

/** The founder's member document of a new (or migrated) account. */
export function founderMember(input: { email: string; displayName: string }, now: Date): MemberDoc {
  return {
    role: 'owner',
    ownRecordsOnly: false,
    payroll: true,
    email: input.email.toLowerCase(),
    displayName: input.displayName,
    joinedAt: now,
    invitedBy: null,
  };
}

/** The name a new account gets: its founder's company, else their name, else their e-mail. */
export function defaultAccountName(input: { company?: string | null; displayName?: string | null; email?: string | null }): string {
  for (const candidate of [input.company, input.displayName, input.email]) {
    const name = typeof candidate === 'string' ? candidate.trim() : '';
    if (name !== '') return name.slice(0, 100);
  }
  return 'My business';
}

/**
 * The collections and documents that belong to an account, relative to accounts/{accountId}.
 * The migration moves exactly these from users/{uid}; the admin's deletion and the backup use
 * the same list.
 */
export const ACCOUNT_SUBCOLLECTIONS = [
  'clients',
  'employees',
  'tasks',
  'salaries',
  'revenues',
  'expenses',
  'meta',
  'imports',
  'summary',
  'payrollSummary',
  'deals',
  'pipelines',
  'dealSummary',
] as const satisfies readonly (RecordKind | 'meta' | 'imports' | 'summary' | 'payrollSummary' | 'deals' | 'pipelines' | 'dealSummary')[];

/** Paths as strings (the Admin SDK and the rules tests); the browser builds the same with doc(). */
export const accountPaths = {
  account: (accountId: string) => `accounts/${accountId}`,
  member: (accountId: string, uid: string) => `accounts/${accountId}/members/${uid}`,
  members: (accountId: string) => `accounts/${accountId}/members`,
  records: (accountId: string, kind: RecordKind) => `accounts/${accountId}/${kind}`,
  record: (accountId: string, kind: RecordKind, id: string) => `accounts/${accountId}/${kind}/${id}`,
  counters: (accountId: string) => `accounts/${accountId}/meta/counters`,
  categories: (accountId: string) => `accounts/${accountId}/meta/categories`,
  settings: (accountId: string) => `accounts/${accountId}/meta/settings`,
  imports: (accountId: string) => `accounts/${accountId}/imports`,
  summary: (accountId: string) => `accounts/${accountId}/summary`,
  payrollSummary: (accountId: string) => `accounts/${accountId}/payrollSummary`,
  /** The pipeline card's figures, kept by a function as deals change (src/domain/deal-figures.ts). */
  dealSummary: (accountId: string) => `accounts/${accountId}/dealSummary/current`,
  deals: (accountId: string) => `accounts/${accountId}/deals`,
  /** The custom field definitions of clients or deals (src/domain/custom-fields.ts), one document each. */
  fieldDefinitions: (accountId: string, kind: 'clients' | 'deals') => `accounts/${accountId}/fieldDefinitions/${kind}`,
  subscription: (accountId: string) => `subscriptions/${accountId}`,
} as const;
