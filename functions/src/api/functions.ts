// The exported functions of the REST API and its keys.
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { handleApi } from './handler';
import { createKey, deleteKey, setKeyEnabled } from './keys';

/** https://<region>-<project>.cloudfunctions.net/api/v1/... (CORS open: keys, not cookies). */
export const api = onRequest({ cors: true }, (req, res) => handleApi(db, req, res));

export const createApiKey = onCall((request) => createKey(db, request));
export const setApiKeyEnabled = onCall((request) => setKeyEnabled(db, request));
export const deleteApiKey = onCall((request) => deleteKey(db, request));
