import { onCall } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { importRecordsCall } from './import-records';

/** One chunk of an import (at most 500 rows), written with the Admin SDK; see import-records.ts. */
export const importRecords = onCall({ timeoutSeconds: 120, memory: '512MiB' }, (request) => importRecordsCall(db, request));
