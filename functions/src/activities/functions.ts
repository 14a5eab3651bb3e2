// The activities' trigger (docs/product/history.md#mentions): a note that mentions members tells
// each newly mentioned one (./mentions.ts). The client's re-stamp of its activities' owner runs
// from the clients' trigger (dashboard/functions.ts), not from here.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { noticeMentions } from './mentions';

const REGION = 'us-central1';

export const onActivityWritten = onDocumentWritten({ document: 'accounts/{accountId}/activities/{id}', region: REGION }, async (event) => {
  await noticeMentions(db, event.params.accountId, event.params.id, event.data?.before.data(), event.data?.after.data(), new Date(event.time));
});
