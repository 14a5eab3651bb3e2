// Import, export, backup and restore against Firestore (the transfer part of the data layer),
// composed from its two halves: import batches with undo (transfer-import.ts) and export,
// restore and wiping (transfer-backup.ts). Writes go in batched writes of at most 500
// operations; a capped (basic) account writes one client per batch with its counter step
// (docs/decisions/0004-client-cap.md).
import type { TransferApi } from './contract-transfer';
import { backupApi } from './transfer-backup';
import { importApi } from './transfer-import';

export { MAX_BATCH_OPS } from './transfer-common';
export { UNDO_DAYS } from './transfer-import';

export const transferApi: TransferApi = { ...importApi, ...backupApi };
