// The data layer for import, export, backup and restore, as screens see it (see contract.ts).
import type { Deal, Pipeline } from '../domain/deals';
import type { BackupActivity } from '../domain/export/activities';
import type { BackupFieldDefinitions, BackupView } from '../domain/export/custom-fields-backup';
import type { ImportKind } from '../domain/entitlements';
import type { DealImportOptions, ImportInput } from '../domain/import/deal-import';
import type { CustomCategories, RecordKind, RecordOf } from '../domain/types';

export type TransferProgress = { done: number; total: number };
export type OnProgress = (p: TransferProgress) => void;

/** One row to write: a new record, or (updateId set) new values for an existing one. */
export type ImportRow<K extends ImportKind> = {
  /** How errors name the row, e.g. 'Row 12' or 'Clients Row 12'. */
  label: string;
  input: ImportInput<K>;
  updateId?: string;
};

export type ImportOptions = {
  /**
   * The plan's client cap (basic 100), null when unlimited: undo and restore step the client
   * counter with it. An import leaves the cap to the server, which reads the account's plan
   * itself; rows beyond it fail per row.
   */
  clientCap: number | null;
  /** A deals import: the pipeline, the stages chosen for the file's unknown stage names, what rows without a client get. */
  deals?: DealImportOptions;
};

export type ImportReport = {
  created: number;
  updated: number;
  /** 'Row 12: message' per failed row. */
  errors: string[];
  /** The recorded import the user may undo (null when nothing was written). */
  batchId: string | null;
};

/** A recorded import, undoable for 30 days. */
export type ImportRecord = {
  batchId: string;
  kind: ImportKind;
  createdAt: Date;
  created: number;
  updated: number;
  /** Who imported it (imports from before this was recorded: unknown). */
  by?: string;
};

/**
 * Every record, category and setting of an account, with its deals, pipelines and lost reasons.
 * A backup made before deals existed has no `deals`, `pipelines` or `lostReasons`: restoring it
 * leaves the account's deals as they are (docs/decisions/0202).
 */
export type AccountData = {
  records: { [K in RecordKind]: RecordOf[K][] };
  categories: CustomCategories;
  settings: Record<string, unknown>;
  /** Each deal's fields and id (who wrote it and when are not kept, as for records). */
  deals?: Deal[];
  /** Every pipeline the account stored (none: it still shows the default one). */
  pipelines?: Pipeline[];
  /** The lost reasons a manager saved; null: never edited (the defaults). */
  lostReasons?: string[] | null;
  /** The clients' activities (notes, calls, meetings, e-mails); absent in a backup from before them: a restore leaves the account's alone. */
  activities?: BackupActivity[];
  /**
   * The custom fields of clients and deals; absent in a backup from before 2.4.0: a restore leaves
   * the account's alone. A restore merges them by id, a field of the same label maps onto the
   * account's (docs/decisions/0240); only owners and managers write them.
   */
  fieldDefinitions?: BackupFieldDefinitions;
  /** The account's shared saved views (personal views and defaults are each member's, not in a backup); restored by owners and managers. */
  views?: BackupView[];
};

export type RestoreMode = 'merge' | 'replace';

export type RestoreReport = { written: number; errors: string[] };

export type TransferApi = {
  /** Has the importRecords function write the rows, 500 per call, and record the import. */
  importBatch<K extends ImportKind>(uid: string, kind: K, rows: ImportRow<K>[], options: ImportOptions, onProgress?: OnProgress): Promise<ImportReport>;
  /** Imports of the last 30 days, newest first. */
  listImports(uid: string): Promise<ImportRecord[]>;
  /** Deletes what an import created and puts back the fields it overwrote. */
  undoImport(uid: string, batchId: string, options: ImportOptions, onProgress?: OnProgress): Promise<void>;
  readAll(uid: string, onProgress?: OnProgress): Promise<AccountData>;
  /** Writes a backup back ('replace' wipes the account first); records keep their ids. */
  restore(uid: string, data: AccountData, mode: RestoreMode, options: ImportOptions, onProgress?: OnProgress): Promise<RestoreReport>;
  /**
   * Clears this browser's copy of Firestore data (the offline persistence cache): terminates the
   * Firestore client and deletes its IndexedDB store. Sign-in is kept (stored separately). The
   * page must be reloaded afterwards, as the Firestore client cannot be used again.
   */
  clearLocalCache(): Promise<void>;
  /**
   * Deletes every record, category, deal, pipeline and the lost reasons (the default pipeline
   * comes back on the next visit, as for a new account).
   */
  wipe(uid: string, options: ImportOptions, onProgress?: OnProgress): Promise<void>;
};
