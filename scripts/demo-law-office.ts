// The demo's law office, "Reed & Hale Law" (scripts/demo-seed.ts): its custom fields on clients
// and deals, their values, and its saved views, each checked by the app's own schemas.
import { addDays } from '../src/domain/dates';
import { CUSTOM_FIELD_RECORD_KINDS, customFieldsSchema, parseDefinitions } from '../src/domain/custom-fields';
import type { CustomFieldDefinition, CustomFieldRecordKind } from '../src/domain/custom-fields';
import { checkView, encodeFilter } from '../src/domain/list-view-stored';
import type { ViewInput } from '../src/domain/list-view-stored';
import type { DemoWriter } from './demo-writer';

/** A day as yyyy-mm-dd, in local time. */
export const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

const PRACTICE_AREAS = ['Family', 'Property', 'Employment', 'Criminal', 'Immigration'];
/** The law office's custom fields (docs/product/custom-fields.md), with fixed ids so a link to a column keeps working after a reseed. */
const LAW_FIELDS: Record<CustomFieldRecordKind, CustomFieldDefinition[]> = {
  clients: [
    { id: 'caseNumber', label: 'Case number', kind: 'text', required: false, choices: [], archived: false, order: 0 },
    { id: 'courtDate', label: 'Court date', kind: 'date', required: false, choices: [], archived: false, order: 1 },
    { id: 'practiceArea', label: 'Practice area', kind: 'choice', required: false, choices: PRACTICE_AREAS, archived: false, order: 2 },
  ],
  deals: [{ id: 'retainer', label: 'Retainer', kind: 'amount', required: false, choices: [], archived: false, order: 0 }],
};
const COURT_VIEW_ID = 'demo-court-dates';
const RETAINERS_VIEW_ID = 'demo-retainers';

export type LawOffice = ReturnType<typeof lawOffice>;

/**
 * A law office's custom fields and saved views (docs/product/saved-views.md): a case number,
 * court date and practice area on most clients (half of the court dates this month), a retainer on
 * most deals; a shared "Court dates this month" clients view, which is the owner's default for
 * the clients list, and her personal "Open deals by retainer" deals list. Values and views are
 * checked by the app's own schemas (customFieldsSchema, checkView) before they are written.
 */
export function lawOffice(uid: string, now: Date) {
  const definitions = (kind: CustomFieldRecordKind) => {
    const parsed = parseDefinitions(LAW_FIELDS[kind]);
    if (!parsed.ok) throw new Error(`demo ${kind} fields are invalid: ${parsed.message}`);
    return parsed.value;
  };
  const fields = { clients: definitions('clients'), deals: definitions('deals') };
  const checked = (kind: CustomFieldRecordKind, input: Record<string, unknown>) => {
    const parsed = customFieldsSchema(fields[kind]).parse(input);
    if (!parsed.ok) throw new Error(`demo ${kind} values are invalid: ${parsed.message}`);
    return Object.keys(parsed.value).length > 0 ? { customFields: parsed.value } : {};
  };
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const daysInMonth = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
  const view = (id: string, input: ViewInput) => {
    const c = checkView(input);
    if (!c.ok) throw new Error(`demo view ${input.name} is invalid: ${c.message}`);
    const v = c.value;
    // As the data layer stores it (src/data/views.ts viewData): filters in their address form.
    const data = { name: v.name, kind: v.kind, shared: v.shared, createdBy: uid, filters: v.filters.map(encodeFilter) };
    return [`accounts/${uid}/views/${id}`, { ...data, search: v.search, sort: v.sort, columns: v.columns, layout: v.layout, updatedAt: now }] as const;
  };
  return {
    /** The `customFields` of the i-th client: none on every sixth; a court date on three in four, half of them this month. */
    clientValues(i: number) {
      if (i % 6 === 5) return {};
      const area = PRACTICE_AREAS[i % PRACTICE_AREAS.length]!;
      const court = i % 4 === 3 ? '' : i % 2 === 0 ? isoDay(addDays(monthStart, (i * 5) % daysInMonth)) : isoDay(addDays(now, 20 + i * 3));
      const caseNumber = `${now.getFullYear()}-${area.slice(0, 3).toUpperCase()}-${String(100 + ((i * 37) % 900))}`;
      return checked('clients', { caseNumber, courtDate: court, practiceArea: area });
    },
    /** The `customFields` of the i-th deal: a retainer on four in five. */
    dealValues(i: number) {
      return checked('deals', { retainer: i % 5 === 4 ? '' : 500 + ((i * 173) % 40) * 125 });
    },
    seedDefinitionsAndViews(w: DemoWriter) {
      for (const kind of CUSTOM_FIELD_RECORD_KINDS) w.set(`accounts/${uid}/fieldDefinitions/${kind}`, { fields: fields[kind], updatedAt: now, updatedBy: uid });
      const court = 'cf:courtDate';
      w.set(
        ...view(COURT_VIEW_ID, {
          name: 'Court dates this month',
          kind: 'clients',
          shared: true,
          filters: [
            { column: court, op: 'after', value: isoDay(addDays(monthStart, -1)) },
            { column: court, op: 'before', value: isoDay(addDays(monthStart, daysInMonth)) },
          ],
          search: '',
          sort: { column: court, dir: 'asc' },
          columns: ['cf:caseNumber', court, 'cf:practiceArea', 'email', 'value'],
          layout: 'list',
        }),
      );
      w.set(
        ...view(RETAINERS_VIEW_ID, {
          name: 'Open deals by retainer',
          kind: 'deals',
          shared: false,
          filters: [{ column: 'status', op: 'anyOf', value: ['open'] }],
          search: '',
          sort: { column: 'cf:retainer', dir: 'desc' },
          columns: ['title', 'client', 'cf:retainer', 'value', 'stage', 'expectedClose'],
          layout: 'list',
        }),
      );
      // The owner opens /clients on the shared view (accounts/{a}/viewDefaults/{uid}).
      w.set(`accounts/${uid}/viewDefaults/${uid}`, { clients: COURT_VIEW_ID, deals: null, updatedAt: now });
    },
  };
}
