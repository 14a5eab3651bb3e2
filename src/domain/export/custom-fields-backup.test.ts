import { describe, expect, it } from 'vitest';
import { EMPTY_CATEGORIES } from '../schemas';
import { CUSTOM_FIELD_MESSAGES, parseFieldValue } from '../custom-fields';
import type { CustomFieldDefinition } from '../custom-fields';
import { DEFAULT_PIPELINE } from '../deals';
import type { Deal } from '../deals';
import { VIEW_MESSAGES } from '../list-view';
import type { SavedView } from '../list-view';
import Papa from 'papaparse';
import { FIELDS_BACKUP_MESSAGES, csvValueOf, exportedFields, planFieldsRestore, planViewsRestore, remapValues } from './custom-fields-backup';
import { toDealsCsv } from './deals-csv';
import type { DealsCsvLabels } from './deals-csv';
import { EXPORT_VERSION, readBackup, toBackup, toCsv, toJson } from './export';
import type { BackupData } from './export';
import { dealRecord } from '../../testing/record-fixtures';

const readCsv = (text: string): string[][] => Papa.parse<string[]>(text.trim(), { skipEmptyLines: true }).data;

const field = (over: Partial<CustomFieldDefinition> & Pick<CustomFieldDefinition, 'id' | 'label' | 'kind'>, order = 0): CustomFieldDefinition => ({
  required: false,
  choices: [],
  archived: false,
  order,
  ...over,
});

const courtDate = field({ id: 'fcourt', label: 'Court date', kind: 'date' }, 0);
const fee = field({ id: 'ffee', label: 'Fee', kind: 'amount' }, 1);
const urgent = field({ id: 'furgent', label: 'Urgent', kind: 'yesNo' }, 2);
const areas = field({ id: 'fareas', label: 'Areas', kind: 'choices', choices: ['Family', 'Tax, VAT'] }, 3);
const oldCase = field({ id: 'fold', label: 'Old case', kind: 'text', archived: true }, 4);
const unused = field({ id: 'funused', label: 'Unused', kind: 'text', archived: true }, 5);
const clientFields = [courtDate, fee, urgent, areas, oldCase, unused];

const client = {
  id: 'c1',
  name: 'Ada',
  email: 'ada@x.io',
  phone: '',
  company: '',
  value: 0,
  progress: 0,
  notes: '',
  dateAdded: '2026-01-02',
  lastContact: '',
  status: 'active' as const,
  type: 'one-time' as const,
  customFields: { fcourt: '2026-12-24', ffee: 1234.5, furgent: true, fareas: ['Family', 'Tax, VAT'], fold: 'K-7' },
};

const deal: Deal = dealRecord('d1', 'Case', { value: 10, customFields: { fhours: 12 } });

const data: BackupData = {
  records: { clients: [client], employees: [], tasks: [], salaries: [], revenues: [], expenses: [] },
  categories: EMPTY_CATEGORIES,
  settings: {},
  deals: [deal],
  pipelines: [DEFAULT_PIPELINE],
  lostReasons: null,
  fieldDefinitions: { clients: clientFields, deals: [field({ id: 'fhours', label: 'Hours', kind: 'number' })] },
  views: [],
};

const view = (over: Partial<SavedView> = {}): SavedView => ({
  id: 'v1',
  name: 'Hearings',
  kind: 'clients',
  shared: true,
  createdBy: 'u9',
  filters: [{ column: 'cf:fcourt', op: 'after', value: '2026-01-01' }],
  search: '',
  sort: { column: 'cf:fcourt', dir: 'asc' },
  columns: ['email', 'cf:fcourt'],
  layout: 'list',
  ...over,
});

describe('custom fields in the CSV export', () => {
  it('exports the active fields and the archived ones with values, headed by their labels', () => {
    expect(exportedFields(clientFields, [client]).map((d) => d.label)).toEqual(['Court date', 'Fee', 'Urgent', 'Areas', 'Old case']);
    expect(exportedFields(clientFields, [{}]).map((d) => d.label)).toEqual(['Court date', 'Fee', 'Urgent', 'Areas']);
  });

  it('writes each value as text the import reads back to the same value', () => {
    const cells = clientFields.map((d) => csvValueOf(d, client.customFields[d.id as keyof typeof client.customFields]));
    expect(cells).toEqual(['2026-12-24', 1234.5, 'Yes', 'Family; Tax, VAT', 'K-7', '']);
    for (const d of clientFields.slice(0, 4)) {
      const stored = client.customFields[d.id as keyof typeof client.customFields];
      expect(parseFieldValue(d, String(csvValueOf(d, stored)))).toEqual({ ok: true, value: stored });
    }
    expect(csvValueOf(urgent, false)).toBe('No');
  });

  it('writes a value that is not valid for its kind as it is stored', () => {
    expect(csvValueOf(courtDate, 'next week')).toBe('next week');
    expect(csvValueOf(fee, 'about 30')).toBe('about 30');
  });

  it("adds the columns to the clients' section and to the deals CSV", () => {
    const rows = readCsv(toCsv(data).split('\r\n\r\n')[0]!);
    expect(rows[1]!.slice(-5)).toEqual(['Court date', 'Fee', 'Urgent', 'Areas', 'Old case']);
    expect(rows[2]!.slice(-5)).toEqual(['2026-12-24', '1234.5', 'Yes', 'Family; Tax, VAT', 'K-7']);
    const labels = { headers: new Proxy({}, { get: (_t, k) => String(k) }), status: { open: 'Open', won: 'Won', lost: 'Lost' } } as unknown as DealsCsvLabels;
    const deals = readCsv(toDealsCsv(data, {}, labels));
    expect(deals[0]!.at(-1)).toBe('Hours');
    expect(deals[1]!.at(-1)).toBe('12');
  });
});

describe('custom fields and views in the backup', () => {
  it('keeps the definitions, the values of clients and deals and the views through a JSON backup (2.4.0)', () => {
    const backup = toBackup({ ...data, views: [view()] }, { email: 'a@x.io', displayName: 'A' }, new Date('2026-12-01T10:00:00Z'));
    expect(EXPORT_VERSION).toBe('2.4.0');
    const read = readBackup(toJson(backup));
    expect(read.ok && read.invalid).toEqual([]);
    if (!read.ok) return;
    expect(read.backup.fieldDefinitions).toEqual(data.fieldDefinitions);
    expect(read.backup.records.clients[0]!.customFields).toEqual(client.customFields);
    expect(read.backup.deals![0]!.customFields).toEqual({ fhours: 12 });
    expect(read.backup.views).toEqual([view()]);
  });

  it('reads an older backup (2.3.0) as holding no definitions and no views', () => {
    const { fieldDefinitions: _f, views: _v, ...old } = toBackup(data, { email: '', displayName: '' }, new Date());
    const read = readBackup(JSON.stringify({ ...old, version: '2.3.0' }));
    expect(read.ok).toBe(true);
    if (read.ok) expect('fieldDefinitions' in read.backup || 'views' in read.backup).toBe(false);
  });

  it('refuses a whole backup whose definitions do not read, saying why', () => {
    const backup = JSON.parse(toJson(toBackup(data, { email: '', displayName: '' }, new Date()))) as Record<string, unknown>;
    backup.fieldDefinitions = { clients: [courtDate, { ...fee, label: 'court DATE' }], deals: [] };
    expect(readBackup(JSON.stringify(backup))).toEqual({
      ok: false,
      message: FIELDS_BACKUP_MESSAGES.badClientFields,
      details: [CUSTOM_FIELD_MESSAGES.labelTaken],
    });
    backup.fieldDefinitions = { clients: [], deals: [{ id: 'x', label: 'X', kind: 'colour' }] };
    expect(readBackup(JSON.stringify(backup))).toEqual({
      ok: false,
      message: FIELDS_BACKUP_MESSAGES.badDealFields,
      details: [CUSTOM_FIELD_MESSAGES.kindInvalid],
    });
  });

  it('names a view that does not read and keeps the others', () => {
    const backup = JSON.parse(
      toJson(toBackup({ ...data, views: [view(), view({ id: 'v2', name: '' })] }, { email: '', displayName: '' }, new Date())),
    ) as Record<string, unknown>;
    (backup.views as unknown[]).push({ ...view({ id: 'v3' }), filters: ['nonsense'] });
    const read = readBackup(JSON.stringify(backup));
    expect(read.ok && read.invalid).toEqual([`Views 2: ${VIEW_MESSAGES.nameRequired}`, `Views 3: ${VIEW_MESSAGES.filterInvalid}`]);
    expect(read.ok && read.backup.views!.map((v) => v.id)).toEqual(['v1']);
  });
});

describe('restoring definitions and views', () => {
  const none = { clients: [], deals: [] };

  it('merges by id, maps a field of the same label onto the account’s, and adds the others after them', () => {
    const mine = field({ id: 'fmine', label: 'COURT DATE', kind: 'date' }, 0);
    const renamed = field({ id: 'ffee', label: 'Fee (old name)', kind: 'amount' }, 1);
    const plan = planFieldsRestore({ clients: [courtDate, fee, urgent], deals: [] }, { clients: [mine, renamed], deals: [] }, 'merge');
    expect(plan.errors).toEqual([]);
    expect(plan.idMap.clients).toEqual(new Map([['fcourt', 'fmine']]));
    expect(plan.save.clients!.map((d) => [d.id, d.label, d.order])).toEqual([
      ['fmine', 'COURT DATE', 0],
      ['ffee', 'Fee', 1],
      ['furgent', 'Urgent', 2],
    ]);
    expect(plan.save.deals).toBeUndefined();
    expect(remapValues({ fcourt: '2026-12-24', ffee: 3 }, plan.idMap.clients)).toEqual({ fmine: '2026-12-24', ffee: 3 });
  });

  it('saves nothing when the account already has the same fields, nothing for a backup without them, and the backup’s lists on a replace', () => {
    expect(planFieldsRestore({ clients: clientFields, deals: [] }, { clients: clientFields, deals: [] }, 'merge').save).toEqual({});
    expect(planFieldsRestore(undefined, none, 'merge')).toEqual({ save: {}, idMap: { clients: new Map(), deals: new Map() }, errors: [] });
    expect(planFieldsRestore({ clients: [fee], deals: [] }, { clients: clientFields, deals: [] }, 'replace').save).toEqual({ clients: [fee], deals: [] });
  });

  it('names the fields beyond 50 it cannot add', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => field({ id: `f${i}`, label: `F${i}`, kind: 'text' }, i));
    const plan = planFieldsRestore({ clients: [courtDate], deals: [] }, { clients: fifty, deals: [] }, 'merge');
    expect(plan.errors).toEqual([`custom fields Court date: ${CUSTOM_FIELD_MESSAGES.tooManyFields}`]);
    expect(plan.save.clients).toBeUndefined();
  });

  it('restores shared views for owners and managers only, keeps a creator the account has, maps custom columns', () => {
    const idMap = { clients: new Map([['fcourt', 'fmine']]), deals: new Map<string, string>() };
    const managed = planViewsRestore([view()], new Map(), 'me', true, idMap);
    expect(managed.errors).toEqual([]);
    expect(managed.views[0]).toMatchObject({
      createdBy: 'me',
      columns: ['email', 'cf:fmine'],
      filters: [{ column: 'cf:fmine', op: 'after', value: '2026-01-01' }],
      sort: { column: 'cf:fmine', dir: 'asc' },
    });
    expect(planViewsRestore([view()], new Map([['v1', { shared: true, createdBy: 'u9' }]]), 'me', true, idMap).views[0]!.createdBy).toBe('u9');
    expect(planViewsRestore([view()], new Map(), 'me', false, idMap)).toEqual({ views: [], errors: [`views Hearings: ${VIEW_MESSAGES.shareForbidden}`] });
    expect(planViewsRestore([view({ shared: false })], new Map(), 'me', false, idMap).views).toHaveLength(1);
  });
});
