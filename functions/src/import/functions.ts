import { onCall } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { importRecordsCall } from './import-records';
import { undoImportCall } from './undo-import';

/** One chunk of an import (at most 500 rows), written with the Admin SDK; see import-records.ts. */
export const importRecords = onCall({ timeoutSeconds: 120, memory: '512MiB' }, (request) => importRecordsCall(db, request));

/** Undoes one import record (at most 500 created records, 100 updates); see undo-import.ts. */
export const undoImport = onCall({ timeoutSeconds: 120, memory: '512MiB' }, (request) => undoImportCall(db, request));
