// The account export (docs/product/import.md#export): CSV, JSON backup (version 2.4.0: with the
// custom field definitions and the shared saved views, custom-fields-backup.ts; 2.3.0 added the
// activities; 2.2.0 the deals, pipelines and lost reasons) and the CRM text format, the
// deals CSV (deals-csv.ts) and the activities CSV (activities.ts), plus validation of a backup
// before it is restored. Pure.
import { parseDeal, parsePipeline } from '../deal-schemas';
import { DEAL_FIELDS, cleanLostReasons } from '../deals';
import type { Deal, Pipeline } from '../deals';
import { parseCustomCategories, parseRecord } from '../schemas';
import { RECORD_KINDS } from '../types';
import type { CustomFieldValues } from '../custom-fields';
import type { CustomCategories, RecordKind, RecordOf } from '../types';
import { RECORD_FIELDS } from '../schemas';
import { isIsoDate } from '../dates';
import { csvText } from '../csv-export';
import { createFormatter } from '../format';
import { ACTIVITIES_TITLE, readBackupActivities } from './activities';
import type { BackupActivity } from './activities';
import type { Formatter } from '../format';
import { customFieldCells, exportedFields, readBackupFields } from './custom-fields-backup';
import type { BackupFieldDefinitions, BackupView } from './custom-fields-backup';

export const EXPORT_VERSION = '2.4.0';

export type ExportFormat = 'csv' | 'json' | 'text' | 'deals-csv' | 'activities-csv';

/**
 * What an export holds. `deals`, `pipelines` and `lostReasons` are absent in a backup made before
 * deals existed (before 2.2.0): restoring one leaves the account's deals alone (docs/decisions/0202).
 */
export type BackupData = {
  records: { [K in RecordKind]: RecordOf[K][] };
  categories: CustomCategories;
  settings: Record<string, unknown>;
  deals?: Deal[];
  pipelines?: Pipeline[];
  /** null: never edited (the defaults). */
  lostReasons?: string[] | null;
  /** The clients' timelines (absent before 2.3.0: a restore then leaves the account's activities alone, docs/decisions/0221). */
  activities?: BackupActivity[];
  /** The custom fields of clients and deals (absent before 2.4.0: a restore then leaves the account's alone, docs/decisions/0240). */
  fieldDefinitions?: BackupFieldDefinitions;
  /** The account's shared saved views (absent before 2.4.0; personal views and defaults are each member's, not the account's). */
  views?: BackupView[];
};

export type Backup = BackupData & {
  version: string;
  exportDate: string;
  user: { email: string; displayName: string };
};

export const KIND_TITLES: Record<RecordKind, string> = {
  clients: 'Clients',
  employees: 'Employees',
  tasks: 'Tasks',
  salaries: 'Salaries',
  revenues: 'Revenues',
  expenses: 'Expenses',
};

export function exportFileName(format: ExportFormat, date: string): string {
  if (format === 'csv') return `crm-data-${date}.csv`;
  if (format === 'json') return `crm-data-${date}.json`;
  if (format === 'deals-csv') return `crm-deals-${date}.csv`;
  if (format === 'activities-csv') return `crm-activities-${date}.csv`;
  return `crm-export-${date}.txt`;
}

/**
 * One CSV cell: lists joined with '; ', objects as JSON, then the list exports' rule (csvText in
 * ../csv-export.ts): a formula start neutralised at the start and after any separator, and
 * quoted when it holds a quote, a line break, a tab, a comma or a semicolon.
 */
export function csvCell(v: unknown): string {
  let s: string;
  if (v === null || v === undefined) s = '';
  else if (Array.isArray(v)) s = v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join('; ');
  else if (typeof v === 'object') s = JSON.stringify(v);
  else s = String(v);
  return csvText(s);
}

export function csvRows(rows: readonly (readonly unknown[])[]): string {
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n');
}

/**
 * Every kind as its own section: '# Clients', a header row of field names, then the rows. The
 * clients' section adds a column per custom field, headed by its label (exportedFields).
 */
export function toCsv(data: BackupData): string {
  const parts: string[] = [];
  for (const kind of RECORD_KINDS) {
    const fields = ['id', ...RECORD_FIELDS[kind]];
    const list = data.records[kind] as unknown as (Record<string, unknown> & { customFields?: CustomFieldValues })[];
    const custom = kind === 'clients' ? exportedFields(data.fieldDefinitions?.clients ?? [], list) : [];
    parts.push(
      csvRows([
        [`# ${KIND_TITLES[kind]}`],
        [...fields, ...custom.map((d) => d.label)],
        ...list.map((r) => [...fields.map((f) => r[f]), ...customFieldCells(custom, r.customFields)]),
      ]),
    );
  }
  return `${parts.join('\r\n\r\n')}\r\n`;
}

export function toBackup(data: BackupData, user: { email: string; displayName: string }, now: Date): Backup {
  return { version: EXPORT_VERSION, exportDate: now.toISOString(), user, ...data };
}

export function toJson(backup: Backup): string {
  return JSON.stringify(backup, null, 2);
}

const MONEY_FIELDS = new Set(['amount', 'value']);

/**
 * The human-readable CRM text export. With the user's formatter, dates and amounts are written as
 * on screen (absolute dates, never "Today"); CSV and JSON keep ISO dates and plain numbers.
 */
export function toText(backup: Backup, userFormat?: Formatter): string {
  const format = userFormat ? createFormatter({ ...userFormat.settings, relativeDates: false }) : null;
  const show = (field: string, v: unknown): string => {
    if (format && typeof v === 'number' && MONEY_FIELDS.has(field)) return format.money(v);
    if (format && isIsoDate(v)) return format.date(v);
    return String(v);
  };
  const exported = new Date(backup.exportDate);
  const lines = [
    'CRM DATA EXPORT',
    `Version: ${backup.version}`,
    `Exported: ${format && Number.isFinite(exported.getTime()) ? format.dateTime(exported) : backup.exportDate}`,
    `Account: ${backup.user.email}`,
    '',
  ];
  for (const kind of RECORD_KINDS) {
    const list = backup.records[kind] as unknown as Record<string, unknown>[];
    lines.push(`=== ${KIND_TITLES[kind].toUpperCase()} (${list.length}) ===`);
    list.forEach((r, i) => {
      lines.push(`${i + 1}.`);
      for (const f of RECORD_FIELDS[kind]) {
        const v = r[f];
        if (v === '' || v === undefined || (Array.isArray(v) && v.length === 0)) continue;
        lines.push(`   ${f}: ${Array.isArray(v) ? v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join(', ') : show(f, v)}`);
      }
    });
    lines.push('');
  }
  if (backup.deals) {
    lines.push(`=== DEALS (${backup.deals.length}) ===`);
    backup.deals.forEach((d, i) => {
      lines.push(`${i + 1}.`);
      for (const f of DEAL_FIELDS) {
        const v = (d as unknown as Record<string, unknown>)[f];
        if (v === '' || v === undefined || v === null) continue;
        lines.push(`   ${f}: ${show(f, v)}`);
      }
    });
    lines.push('');
  }
  if (backup.activities) {
    lines.push(`=== ${ACTIVITIES_TITLE.toUpperCase()} (${backup.activities.length}) ===`);
    backup.activities.forEach((a, i) => {
      const at = new Date(a.at);
      lines.push(`${i + 1}. ${a.kind}, ${format && Number.isFinite(at.getTime()) ? format.dateTime(at) : a.at}, client ${a.subject}`);
      for (const [f, v] of [
        ['duration', a.kind === 'note' ? '' : a.duration],
        ['outcome', a.outcome],
        ['text', a.text],
      ] as const) {
        if (v === '' || v === 0) continue;
        lines.push(`   ${f}: ${String(v).replace(/\n/g, '\n      ')}`);
      }
    });
    lines.push('');
  }
  lines.push('=== CATEGORIES ===');
  for (const g of ['expenses', 'revenues', 'salaries'] as const) lines.push(`${g}: ${backup.categories[g].join(', ') || '(none)'}`);
  lines.push('');
  return lines.join('\n');
}

/** A revenue made by a won deal names it (`dealId`, beside the schema's fields): kept, so the link survives a restore. */
export function dealLinkOf(kind: RecordKind, record: unknown): { dealId?: string } {
  if (kind !== 'revenues' || !record || typeof record !== 'object') return {};
  const dealId = (record as { dealId?: unknown }).dealId;
  return typeof dealId === 'string' && dealId.length <= 200 && !dealId.includes('/') ? { dealId } : {};
}

/** `details`: why, beside the message (the custom fields' own message). */
export type BackupCheck = { ok: true; backup: Backup; invalid: string[] } | { ok: false; message: string; details?: string[] };

export const RESTORE_MESSAGES = {
  notJson: 'This file is not a valid JSON backup.',
  notBackup: 'This file is not a CRM backup (missing version or records).',
  newerVersion: 'This backup was made by a newer version of the app.',
} as const;

/** Checks a parsed JSON value is a backup; each record is checked with parseRecord. */
export function readBackup(text: string): BackupCheck {
  let raw: unknown;
  try {
    raw = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return { ok: false, message: RESTORE_MESSAGES.notJson };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, message: RESTORE_MESSAGES.notBackup };
  const o = raw as Record<string, unknown>;
  if (typeof o.version !== 'string' || !o.records || typeof o.records !== 'object') return { ok: false, message: RESTORE_MESSAGES.notBackup };
  const major = Number(o.version.split('.')[0]);
  if (!Number.isFinite(major) || major > 2) return { ok: false, message: RESTORE_MESSAGES.newerVersion };
  const recordsIn = o.records as Record<string, unknown>;
  const invalid: string[] = [];
  const records = {} as Backup['records'];
  for (const kind of RECORD_KINDS) {
    const list = Array.isArray(recordsIn[kind]) ? (recordsIn[kind] as unknown[]) : [];
    const ok: unknown[] = [];
    list.forEach((item, i) => {
      const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
      const parsed = parseRecord(kind, item);
      if (!parsed.ok || typeof id !== 'string' || id === '') invalid.push(`${KIND_TITLES[kind]} ${i + 1}: ${parsed.ok ? 'Missing id' : parsed.message}`);
      else ok.push({ ...parsed.value, id, ...dealLinkOf(kind, item) });
    });
    (records as Record<string, unknown[]>)[kind] = ok;
  }
  const fields = readBackupFields(o, invalid);
  if (!fields.ok) return { ok: false, message: fields.message, ...(fields.reason ? { details: [fields.reason] } : {}) };
  const categories = parseCustomCategories(o.categories ?? {});
  const settings = o.settings && typeof o.settings === 'object' && !Array.isArray(o.settings) ? (o.settings as Record<string, unknown>) : {};
  const user = o.user && typeof o.user === 'object' ? (o.user as Record<string, unknown>) : {};
  return {
    ok: true,
    invalid,
    backup: {
      version: o.version,
      exportDate: typeof o.exportDate === 'string' ? o.exportDate : '',
      user: { email: String(user.email ?? ''), displayName: String(user.displayName ?? '') },
      records,
      categories: categories.ok ? categories.value : { expenses: [], revenues: [], salaries: [] },
      settings,
      ...readDealParts(o, invalid),
      ...(() => {
        const activities = readBackupActivities(o, invalid);
        return activities ? { activities } : {};
      })(),
      ...(fields.fieldDefinitions ? { fieldDefinitions: fields.fieldDefinitions } : {}),
      ...(fields.views ? { views: fields.views } : {}),
    },
  };
}

/** The deals, pipelines and lost reasons of a backup, each checked with its schema; none in a backup from before deals. */
function readDealParts(o: Record<string, unknown>, invalid: string[]): Pick<BackupData, 'deals' | 'pipelines' | 'lostReasons'> {
  if (!('deals' in o) && !('pipelines' in o) && !('lostReasons' in o)) return {};
  const deals: Deal[] = [];
  (Array.isArray(o.deals) ? (o.deals as unknown[]) : []).forEach((item, i) => {
    const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
    const parsed = parseDeal(item);
    if (!parsed.ok || typeof id !== 'string' || id === '') invalid.push(`${DEAL_TITLES.deals} ${i + 1}: ${parsed.ok ? 'Missing id' : parsed.message}`);
    else deals.push({ ...parsed.value, id });
  });
  const pipelines: Pipeline[] = [];
  (Array.isArray(o.pipelines) ? (o.pipelines as unknown[]) : []).forEach((item, i) => {
    const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
    const parsed = parsePipeline(item);
    if (!parsed.ok || typeof id !== 'string' || id === '') invalid.push(`${DEAL_TITLES.pipelines} ${i + 1}: ${parsed.ok ? 'Missing id' : parsed.message}`);
    else pipelines.push({ ...parsed.value, id });
  });
  let lostReasons: string[] | null = null;
  if (Array.isArray(o.lostReasons)) {
    const cleaned = cleanLostReasons(o.lostReasons);
    if (cleaned.ok) lostReasons = cleaned.reasons;
    else invalid.push(`${DEAL_TITLES.lostReasons}: ${cleaned.message}`);
  }
  return { deals, pipelines, lostReasons };
}

export const DEAL_TITLES = { deals: 'Deals', pipelines: 'Pipelines', lostReasons: 'Lost reasons' } as const;

/** What a backup holds: its records, deals and activities (pipelines are the board's shape: every account has one, so they are not counted). */
export function countRecords(data: BackupData): number {
  return RECORD_KINDS.reduce((n, k) => n + data.records[k].length, 0) + (data.deals?.length ?? 0) + (data.activities?.length ?? 0);
}

export const EXPORT_MESSAGES = {
  failed: 'Failed to export data. Please try again.',
  error: 'An error occurred during export.',
  unsupported: 'Unsupported format',
  success: (format: ExportFormat) => `Data exported successfully as ${format === 'text' ? 'TEXT' : format.toUpperCase()}!`,
} as const;

export const CACHE_MESSAGES = {
  confirm: 'Are you sure you want to clear the application cache? This will remove temporary data and may require you to reload some content.',
  failed: 'Failed to clear cache. Please try again.',
  error: 'An error occurred while clearing cache.',
  success: 'Cache cleared successfully!',
} as const;
