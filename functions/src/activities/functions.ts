// The activities' functions: the trigger that tells the members a note mentions (./mentions.ts;
// docs/product/history.md#mentions), and the callable that restores a backup's activities with
// their authors (./restore-backup.ts). The client's re-stamp of its activities' owner runs from
// the clients' trigger (dashboard/functions.ts), not from here.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { noticeMentions } from './mentions';
import { restoreActivitiesCall } from './restore-backup';

const REGION = 'us-central1';

export const onActivityWritten = onDocumentWritten({ document: 'accounts/{accountId}/activities/{id}', region: REGION }, async (event) => {
  await noticeMentions(db, event.params.accountId, event.params.id, event.data?.before.data(), event.data?.after.data(), new Date(event.time));
});

/** One chunk of a backup's activities (at most 400), written with their authors; see restore-backup.ts. */
export const restoreActivities = onCall({ region: REGION, timeoutSeconds: 120 }, (request) => restoreActivitiesCall(db, request));
