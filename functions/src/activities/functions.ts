import { onCall } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { restoreActivitiesCall } from './restore-backup';

/** One chunk of a backup's activities (at most 400), written with their authors; see restore-backup.ts. */
export const restoreActivities = onCall({ region: 'us-central1', timeoutSeconds: 120 }, (request) => restoreActivitiesCall(db, request));
