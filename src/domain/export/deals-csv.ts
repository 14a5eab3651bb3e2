// The deals CSV of the export screen (docs/product/import.md#export): one row per deal, in the
// words a person reads on the board rather than ids: the client's name, the stage's and the
// pipeline's names, the probability the deal counts with, the owner's name or e-mail. Pure; the
// screen passes the column headers and status names in the person's language (data-management.tsx).
import { DEFAULT_PIPELINE, effectiveProbability, stageOf } from '../deals';
import type { Deal, DealStatus, Pipeline } from '../deals';
import { customFieldCells, exportedFields } from './custom-fields-backup';
import { csvRows } from './export';
import type { BackupData } from './export';

export const DEALS_CSV_COLUMNS = [
  'title',
  'client',
  'value',
  'stage',
  'pipeline',
  'probability',
  'status',
  'expectedClose',
  'closedOn',
  'lostReason',
  'owner',
  'notes',
] as const;
export type DealsCsvColumn = (typeof DEALS_CSV_COLUMNS)[number];

export type DealsCsvLabels = { headers: Record<DealsCsvColumn, string>; status: Record<DealStatus, string> };

/** A member as the owner column names them: their name, else their e-mail. */
export type DealPerson = { displayName?: string; email?: string };

/** The owner column: the member's name, else their e-mail, else their id (a member who left). */
export function ownerLabel(ownerId: string, people: Readonly<Record<string, DealPerson>>): string {
  const p = people[ownerId];
  return p?.displayName?.trim() || p?.email?.trim() || ownerId;
}

/** The cells of one deal, in DEALS_CSV_COLUMNS order. */
export function dealRow(
  deal: Deal,
  clientNames: ReadonlyMap<string, string>,
  pipelines: readonly Pipeline[],
  people: Readonly<Record<string, DealPerson>>,
  labels: DealsCsvLabels,
): (string | number)[] {
  const pipeline = pipelines.find((p) => p.id === deal.pipelineId);
  const stage = stageOf(pipeline, deal.stageId);
  const cells: Record<DealsCsvColumn, string | number> = {
    title: deal.title,
    client: clientNames.get(deal.clientId) ?? '',
    value: deal.value,
    stage: stage?.name ?? '',
    pipeline: pipeline?.name ?? '',
    probability: effectiveProbability(deal, stage),
    status: labels.status[deal.status],
    expectedClose: deal.expectedClose,
    closedOn: deal.status === 'won' ? deal.wonAt : deal.status === 'lost' ? deal.lostAt : '',
    lostReason: deal.status === 'lost' ? deal.lostReason : '',
    owner: ownerLabel(deal.ownerId, people),
    notes: deal.notes,
  };
  return DEALS_CSV_COLUMNS.map((c) => cells[c]);
}

/**
 * The deals CSV: a header row, then one row per deal (by pipeline, then title), with a column per
 * custom field of deals after the built-in ones, headed by its label (exportedFields). Cells are
 * neutralised and quoted as every export's (csvCell); dates stay ISO and values plain numbers.
 */
export function toDealsCsv(data: BackupData, people: Readonly<Record<string, DealPerson>>, labels: DealsCsvLabels): string {
  const pipelines = data.pipelines && data.pipelines.length > 0 ? data.pipelines : [DEFAULT_PIPELINE];
  const clientNames = new Map(data.records.clients.map((c) => [c.id, c.name]));
  const order = new Map(pipelines.map((p) => [p.id, p.order]));
  const deals = [...(data.deals ?? [])].sort(
    (a, b) => (order.get(a.pipelineId) ?? 1e9) - (order.get(b.pipelineId) ?? 1e9) || a.title.localeCompare(b.title) || (a.id < b.id ? -1 : 1),
  );
  const custom = exportedFields(data.fieldDefinitions?.deals ?? [], deals);
  const header = [...DEALS_CSV_COLUMNS.map((c) => labels.headers[c]), ...custom.map((d) => d.label)];
  const rows = deals.map((d) => [...dealRow(d, clientNames, pipelines, people, labels), ...customFieldCells(custom, d.customFields)]);
  return `${csvRows([header, ...rows])}\r\n`;
}
