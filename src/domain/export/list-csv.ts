// The lists' own CSVs (docs/product/screens.md#clients, docs/product/deals.md#the-board): what
// the clients list and the deals list show, filtered, in the list's order, each with one column
// per active custom field of the account after the built-in ones, headed by its label and
// written by the account export's rule (csvValueOf, custom-fields-backup.ts). An archived field
// has no column: no list shows one, and the account export keeps its values
// (docs/decisions/0254). Pure.
import { activeFields } from '../custom-fields';
import type { CustomFieldDefinition, CustomFieldValues } from '../custom-fields';
import { toCsv } from '../csv-export';
import type { CsvColumn } from '../csv-export';
import type { Deal, Pipeline } from '../deals';
import type { Client } from '../types';
import { csvValueOf } from './custom-fields-backup';
import { dealsCsvOf } from './deals-csv';
import type { DealPerson, DealsCsvLabels } from './deals-csv';

/** The custom fields a list's CSV writes: the active ones, in their order. */
export const listCsvFields = (definitions: readonly CustomFieldDefinition[]): CustomFieldDefinition[] => activeFields(definitions);

/** One column per field of `fields`, headed by its label, each cell by csvValueOf. */
export function customFieldCsvColumns<R extends { customFields?: CustomFieldValues }>(fields: readonly CustomFieldDefinition[]): CsvColumn<R>[] {
  return fields.map((f) => ({ header: f.label, value: (r: R) => csvValueOf(f, r.customFields?.[f.id]) }));
}

/**
 * The clients list's built-in columns. Their headers are a data format, not screen text: they
 * stay English, like the stored values under them, so the file imports back through the
 * import's English header names (a custom field's column maps back by its label).
 */
export const CLIENTS_LIST_CSV_COLUMNS: readonly CsvColumn<Client>[] = [
  { header: 'Name', value: (c) => c.name },
  { header: 'Email', value: (c) => c.email },
  { header: 'Phone', value: (c) => c.phone },
  { header: 'Company', value: (c) => c.company },
  { header: 'Value', value: (c) => c.value },
  { header: 'Progress', value: (c) => c.progress },
  { header: 'Status', value: (c) => c.status },
  { header: 'Type', value: (c) => c.type },
  { header: 'Date Added', value: (c) => c.dateAdded },
  { header: 'Last Contact', value: (c) => c.lastContact },
  { header: 'Notes', value: (c) => c.notes },
];

/** The clients list's CSV: `clients` as the list shows them, then the account's active custom fields. */
export function clientsListCsv(clients: readonly Client[], definitions: readonly CustomFieldDefinition[]): string {
  return toCsv(clients, [...CLIENTS_LIST_CSV_COLUMNS, ...customFieldCsvColumns<Client>(listCsvFields(definitions))]);
}

/** What the deals list knows of the deals it shows: their pipeline, clients' and owners' names. */
export type DealsListCsvContext = {
  pipeline: Pipeline;
  clientName: (clientId: string) => string;
  /** The owner's name or e-mail; '' when the list does not know them (the CSV then names their id, as the account export does). */
  ownerName: (uid: string) => string;
  labels: DealsCsvLabels;
  definitions: readonly CustomFieldDefinition[];
};

/** The deals list's CSV: the account export's deals columns for `deals`, in the list's order, then the active custom fields. */
export function dealsListCsv(deals: readonly Deal[], context: DealsListCsvContext): string {
  const clientNames = new Map<string, string>();
  const people: Record<string, DealPerson> = {};
  for (const d of deals) {
    clientNames.set(d.clientId, context.clientName(d.clientId));
    const name = context.ownerName(d.ownerId);
    people[d.ownerId] = name ? { displayName: name } : {};
  }
  return dealsCsvOf(deals, listCsvFields(context.definitions), { clientNames, pipelines: [context.pipeline], people, labels: context.labels });
}
