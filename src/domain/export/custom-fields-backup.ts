// Custom fields and saved views in the export, the backup and the restore
// (docs/product/import.md#export, docs/decisions/0240). Pure: the data layer and its fake apply
// the same plans.
// - CSV: one column per custom field, headed by its label: the active fields, then the archived
//   ones that some exported record still has a value of; each value as text our import reads back.
// - Backup (2.4.0): the definitions of both record kinds and the account's shared views; the
//   records' and deals' `customFields` travel with them.
// - Restore: definitions merged by id (a backup field whose label an existing different field
//   has maps onto that field: the account's is kept, the values go to it); shared views by
//   owners and managers only.
import { CUSTOM_FIELD_LIMITS, CUSTOM_FIELD_MESSAGES, CUSTOM_FIELD_RECORD_KINDS, asText, isValidFor, parseDefinitions } from '../custom-fields';
import type { CustomFieldDefinition, CustomFieldRecordKind, CustomFieldValue, CustomFieldValues } from '../custom-fields';
import { VIEW_MESSAGES } from '../list-view';
import type { SavedView, ViewFilter } from '../list-view';
import { checkView, savedViewOf } from '../list-view-stored';
import { sameName } from '../sanitize';
import { RESTORE_ID } from './restore-deals';

/** The definitions of an account's clients and deals, as a backup keeps them. */
export type BackupFieldDefinitions = Record<CustomFieldRecordKind, CustomFieldDefinition[]>;

export const NO_FIELD_DEFINITIONS: BackupFieldDefinitions = { clients: [], deals: [] };

export const FIELDS_BACKUP_MESSAGES = {
  /** A hand-edited backup whose definitions do not read: the whole file is refused (the reason beside it), so nothing is half restored. */
  badClientFields: 'The custom fields of the clients in this backup could not be read, so nothing was restored.',
  badDealFields: 'The custom fields of the deals in this backup could not be read, so nothing was restored.',
  managersOnly: 'Only owners and managers restore custom fields and shared views.',
  viewsUnreadable: 'The saved views of this backup could not be read.',
} as const;

// ---------------------------------------------------------------------------------------------
// CSV columns

/**
 * The custom fields a CSV exports, in order: every active field, then the archived ones that one
 * of `records` still has a value of (an archived field nobody filled adds an empty column to no
 * one's use; one with values must not lose them).
 */
export function exportedFields(
  definitions: readonly CustomFieldDefinition[],
  records: readonly { customFields?: CustomFieldValues }[],
): CustomFieldDefinition[] {
  const sorted = [...definitions].sort((a, b) => a.order - b.order);
  const active = sorted.filter((d) => !d.archived);
  const archived = sorted.filter((d) => d.archived && records.some((r) => hasValue(r.customFields?.[d.id])));
  return [...active, ...archived];
}

const hasValue = (v: CustomFieldValue | undefined) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/**
 * One value as a CSV cell our import reads back (parseFieldValue): a date as yyyy-mm-dd, a number
 * or amount plain with a dot, yes/no as Yes/No (the words the kind conversion writes), several
 * choices joined with "; ". A value that is not valid for its field (a kind change could not
 * convert it) is written as it is stored.
 */
export function csvValueOf(definition: Pick<CustomFieldDefinition, 'kind' | 'choices'>, value: CustomFieldValue | undefined): string | number {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' && isValidFor(definition, value)) return value;
  return asText(value) ?? '';
}

/** The cells of a record's custom fields, in the order of `fields`. */
export function customFieldCells(fields: readonly CustomFieldDefinition[], values: CustomFieldValues | undefined): (string | number)[] {
  return fields.map((f) => csvValueOf(f, values?.[f.id]));
}

// ---------------------------------------------------------------------------------------------
// Reading a backup

/** The backup's saved views: each checked as a stored view and as a saved one; refused ones named. */
export type BackupView = SavedView;

export type FieldsRead = { ok: true; fieldDefinitions?: BackupFieldDefinitions; views?: BackupView[] } | { ok: false; message: string; reason: string };

const badFields = (kind: CustomFieldRecordKind, reason: string): FieldsRead => ({
  ok: false,
  message: kind === 'clients' ? FIELDS_BACKUP_MESSAGES.badClientFields : FIELDS_BACKUP_MESSAGES.badDealFields,
  reason,
});

/**
 * The definitions and views of a parsed backup file. None in a backup from before 2.4.0 (a
 * restore then leaves the account's fields and views alone). Definitions that do not read refuse
 * the whole file with a message naming what is wrong; a view that does not read is named in
 * `invalid` and left out.
 */
export function readBackupFields(o: Record<string, unknown>, invalid: string[]): FieldsRead {
  const out: { fieldDefinitions?: BackupFieldDefinitions; views?: BackupView[] } = {};
  if ('fieldDefinitions' in o) {
    const raw = o.fieldDefinitions;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return badFields('clients', CUSTOM_FIELD_MESSAGES.invalidDefinitions);
    const defs = { clients: [], deals: [] } as BackupFieldDefinitions;
    for (const kind of CUSTOM_FIELD_RECORD_KINDS) {
      const list = (raw as Record<string, unknown>)[kind] ?? [];
      const parsed = parseDefinitions(list);
      if (!parsed.ok) return badFields(kind, parsed.message);
      if (parsed.value.some((d) => !RESTORE_ID.test(d.id))) return badFields(kind, CUSTOM_FIELD_MESSAGES.invalidDefinitions);
      defs[kind] = parsed.value;
    }
    out.fieldDefinitions = defs;
  }
  if ('views' in o) {
    if (!Array.isArray(o.views)) return { ok: false, message: FIELDS_BACKUP_MESSAGES.viewsUnreadable, reason: '' };
    const views: BackupView[] = [];
    o.views.forEach((item, i) => {
      const view = backupViewOf(item);
      if (typeof view === 'string') invalid.push(`${VIEWS_TITLE} ${i + 1}: ${view}`);
      else views.push(view);
    });
    out.views = views;
  }
  return { ok: true, ...out };
}

export const VIEWS_TITLE = 'Views';

/** One view of a backup, checked as the rules and the screens check a saved view; the message when it is not one. */
export function backupViewOf(item: unknown): BackupView | string {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return VIEW_MESSAGES.filterInvalid;
  const data = item as Record<string, unknown>;
  const id = typeof data.id === 'string' && RESTORE_ID.test(data.id) && data.id.length <= 40 ? data.id : null;
  if (!id) return 'Invalid record id';
  const stored = savedViewOf(id, { createdBy: '', ...data });
  if (!stored) return VIEW_MESSAGES.filterInvalid;
  // Filters the file names that do not read are refused, not dropped (listViewOf drops them).
  if (Array.isArray(data.filters) && data.filters.length !== stored.filters.length) return VIEW_MESSAGES.filterInvalid;
  const checked = checkView(stored);
  if (!checked.ok) return checked.message;
  return { ...checked.value, id, createdBy: stored.createdBy };
}

// ---------------------------------------------------------------------------------------------
// Restoring definitions

export type FieldsRestorePlan = {
  /** The definitions to save per record kind; absent: leave that list alone. */
  save: Partial<BackupFieldDefinitions>;
  /** Backup field id -> the account's field id its values go to (label matches), per record kind. */
  idMap: Record<CustomFieldRecordKind, Map<string, string>>;
  /** `custom fields <label>: message` for each backup field not restored. */
  errors: string[];
};

/**
 * The definitions a restore saves. A replace: the backup's lists as they are. A merge, by id: a
 * backup field under an id the account has replaces it (unless its label is another field's: the
 * account's is kept); a new id whose label an existing field has (ignoring case) is not added,
 * and its values go to that field (idMap); other new fields are added after the account's, up to
 * 50 (the rest are named in `errors`; their values are kept as stored, unseen until such a field
 * is made). No definitions in the backup (before 2.4.0): nothing saved.
 */
export function planFieldsRestore(backup: BackupFieldDefinitions | undefined, now: BackupFieldDefinitions, mode: 'merge' | 'replace'): FieldsRestorePlan {
  const plan: FieldsRestorePlan = { save: {}, idMap: { clients: new Map(), deals: new Map() }, errors: [] };
  if (!backup) return plan;
  for (const kind of CUSTOM_FIELD_RECORD_KINDS) {
    if (mode === 'replace') {
      plan.save[kind] = backup[kind].map((d) => ({ ...d, choices: [...d.choices] }));
      continue;
    }
    const result = now[kind].map((d) => ({ ...d, choices: [...d.choices] }));
    let changed = false;
    for (const d of [...backup[kind]].sort((a, b) => a.order - b.order)) {
      const at = result.findIndex((x) => x.id === d.id);
      const namesake = result.find((x) => x.id !== d.id && sameName(x.label, d.label));
      if (at >= 0) {
        if (namesake) {
          plan.errors.push(`custom fields ${d.label}: ${CUSTOM_FIELD_MESSAGES.labelTaken}`);
          continue;
        }
        if (JSON.stringify(result[at]) !== JSON.stringify({ ...d, order: result[at]!.order })) changed = true;
        result[at] = { ...d, choices: [...d.choices], order: result[at]!.order };
        continue;
      }
      if (namesake) {
        plan.idMap[kind].set(d.id, namesake.id);
        continue;
      }
      if (result.length >= CUSTOM_FIELD_LIMITS.fields) {
        plan.errors.push(`custom fields ${d.label}: ${CUSTOM_FIELD_MESSAGES.tooManyFields}`);
        continue;
      }
      result.push({ ...d, choices: [...d.choices], order: result.length });
      changed = true;
    }
    if (changed) plan.save[kind] = result.map((d, order) => ({ ...d, order }));
  }
  return plan;
}

/** A record's values with the backup's field ids mapped onto the account's (a value already under the target id wins). */
export function remapValues(values: CustomFieldValues | undefined, idMap: ReadonlyMap<string, string>): CustomFieldValues | undefined {
  if (!values || idMap.size === 0) return values;
  const out: CustomFieldValues = {};
  for (const [id, v] of Object.entries(values)) {
    const to = idMap.get(id) ?? id;
    if (to !== id && Object.prototype.hasOwnProperty.call(values, to)) continue;
    out[to] = v;
  }
  return out;
}

/** A record with its `customFields` remapped (other fields as they are). */
export function withRemappedValues<T extends { customFields?: CustomFieldValues }>(record: T, idMap: ReadonlyMap<string, string>): T {
  if (!record.customFields || idMap.size === 0) return record;
  return { ...record, customFields: remapValues(record.customFields, idMap) };
}

// ---------------------------------------------------------------------------------------------
// Restoring views

export type ViewsRestorePlan = {
  /** The views to write under their ids, with the creator the rules accept. */
  views: BackupView[];
  errors: string[];
};

/**
 * The views a restore writes: each under its id, its `cf:` columns mapped as the values are. A
 * shared view needs an owner or a manager (the rules' demand); a view that exists keeps its
 * creator (the rules keep it), a new one is the restorer's. A view the account has that someone
 * else keeps personal is not overwritten.
 */
export function planViewsRestore(
  views: readonly BackupView[] | undefined,
  existing: ReadonlyMap<string, Pick<SavedView, 'shared' | 'createdBy'>>,
  me: string,
  manages: boolean,
  idMap: Record<CustomFieldRecordKind, ReadonlyMap<string, string>>,
): ViewsRestorePlan {
  const plan: ViewsRestorePlan = { views: [], errors: [] };
  for (const v of views ?? []) {
    const before = existing.get(v.id);
    if ((v.shared || before?.shared) && !manages) {
      plan.errors.push(`views ${v.name}: ${VIEW_MESSAGES.shareForbidden}`);
      continue;
    }
    if (before && !before.shared && before.createdBy !== me) {
      plan.errors.push(`views ${v.name}: ${VIEW_MESSAGES.notYours}`);
      continue;
    }
    const map = idMap[v.kind];
    const column = (c: string) => (c.startsWith('cf:') && map.has(c.slice(3)) ? `cf:${map.get(c.slice(3))}` : c);
    plan.views.push({
      ...v,
      createdBy: before?.createdBy ?? me,
      columns: [...new Set(v.columns.map(column))],
      filters: v.filters.map((f): ViewFilter => ({ ...f, column: column(f.column) })),
      sort: v.sort ? { ...v.sort, column: column(v.sort.column) } : null,
    });
  }
  return plan;
}
