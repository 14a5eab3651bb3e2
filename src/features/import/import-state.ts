// The import screen's shared shapes: what a read file looks like (one table to map, or a
// workbook's sheets to pick), the messages shown, and the duplicate choices per table.
import type { Backend } from '../../lib/backend';
import type { ImportKind } from '../../domain/entitlements';
import type { RepeatChoice } from '../../domain/import/duplicates';
import type { MissingClientChoice } from '../../domain/import/deal-import';
import type { SheetSummary, Table } from '../../domain/import/mapping';
import type { ToolId } from '../../domain/import/tools';
import type { DateOrderChoice } from '../../domain/import/values';
import type { DuplicateChoice, ExistingByEmail } from './import-flow';

/**
 * One table to map. `kind` is null while the user has not picked what the file holds (the
 * headers did not tell it): the columns show, the import waits for the choice.
 */
export type SinglePreview = {
  mode: 'single';
  fileName: string;
  kind: ImportKind | null;
  table: Table;
  mapping: string[];
  /** The tool whose export the file is (tools.ts), for "Recognised as ..."; null when unknown. */
  tool: ToolId | null;
  /** How the file's d/m/y dates read, and what told it (values.ts detectDateOrder). */
  dates: DateOrderChoice;
  /** The header row's signature, under which a confirmed mapping is remembered (remembered.ts). */
  signature: string;
  /** What detection gave (kind, mapping, dates), to go back to and to compare the confirmed one with. */
  detected: Pick<SinglePreview, 'kind' | 'mapping' | 'dates'>;
  /**
   * 'shown': the screen started from the mapping the user confirmed for these headers last time
   * (it differs from the detected one); 'stored': one is stored but the screen left it (another
   * kind, or back to the detected one); null: none is stored.
   */
  lastTime: 'shown' | 'stored' | null;
};
export type MultiPreview = { mode: 'multi'; fileName: string; sheets: SheetSummary[]; selected: string[] };
export type Preview = SinglePreview | MultiPreview;
export type Banner = { tone: 'success' | 'error'; text: string; details: string | null };
/** `note`: the duplicates skipped, as a sentence of its own (or null). */
export type ImportResult = {
  tone: 'success' | 'error';
  text: string;
  note: string | null;
  errors: string[];
  batchIds: string[];
  /** The skipped rows with their reason, as a CSV to fix and import again (null: none). */
  skippedCsv: string | null;
};
/** 'checking': rows validated in slices before anything is written; 'writing': batched writes. */
export type Progress = { phase: 'checking' | 'writing'; done: number; total: number };
/**
 * What to do with duplicates, per table ('' for a single file, else the sheet name); for deals,
 * the pipeline ('' the account's first), the stage chosen for each of the file's stage names the
 * pipeline does not have (by stageKey), and what rows whose client is not found get.
 */
export type Choices = {
  existing: DuplicateChoice;
  repeats: RepeatChoice;
  pipelineId: string;
  stages: Record<string, string>;
  missingClients: MissingClientChoice;
};
export const DEFAULT_CHOICES: Choices = { existing: 'skip', repeats: 'skip', pipelineId: '', stages: {}, missingClients: 'create' };
/** Existing e-mails per kind (clients and employees only). */
export type ExistingByKind = Partial<Record<ImportKind, ExistingByEmail>>;

/** Duplicates are matched by e-mail, which only clients and employees have. */
export const hasEmails = (kind: ImportKind) => kind === 'clients' || kind === 'employees';

/** The e-mails (lower case) of the user's existing records of a kind, with their ids. */
export async function existingEmails(backend: Backend, uid: string, kind: ImportKind): Promise<ExistingByEmail> {
  const map: ExistingByEmail = new Map();
  if (!hasEmails(kind)) return map;
  const list = await backend.records.listRecords(uid, kind);
  for (const r of list) if (r.email) map.set(r.email.toLowerCase(), r.id);
  return map;
}
