// The history's functions (docs/product/history.md): a trigger per kind with a history (clients,
// deals) and the restore of a deleted client.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onCall } from 'firebase-functions/v2/https';
import type { HistoryKind } from '../../../src/domain/history';
import { db } from '../admin';
import { restoreClientCall } from './restore';
import { recordHistory } from './trigger';

const REGION = 'us-central1';

function onHistoryKindWritten(kind: HistoryKind) {
  return onDocumentWritten({ document: `accounts/{accountId}/${kind}/{id}`, region: REGION }, async (event) => {
    await recordHistory(db, {
      accountId: event.params.accountId,
      kind,
      id: event.params.id,
      before: event.data?.before,
      after: event.data?.after,
      time: new Date(event.time),
    });
  });
}

export const onClientHistory = onHistoryKindWritten('clients');
export const onDealHistory = onHistoryKindWritten('deals');

export const restoreClient = onCall({ region: REGION }, (request) => restoreClientCall(db, request));
