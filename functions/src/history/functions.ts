// The history's callable (docs/product/history.md): the restore of a deleted client. The history
// entries themselves are written by the record triggers of clients and deals
// (functions/src/dashboard/functions.ts calls ./trigger.ts), one invocation per write.
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { restoreClientCall } from './restore';

const REGION = 'us-central1';

export const restoreClient = onCall({ region: REGION }, (request) => restoreClientCall(db, request));
