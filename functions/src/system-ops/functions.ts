// The exported functions of system operations (settings, notifications, database).
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { saveServiceSettings as save } from './save-settings';

export const saveServiceSettings = onCall((request) => save(db, request));
