// The callables of the user's own settings (Edit Profile, Security).
import { onCall } from 'firebase-functions/v2/https';
import { adminAuth, db } from '../admin';
import { requestOrigin } from '../shared/activity';
import { requestData, requireSignedIn } from '../shared/guards';
import { saveProfile, syncEmail } from './profile';
import { changePassword, revokeSessions } from './sessions';

export const saveProfileFn = onCall((request) => saveProfile(db, requireSignedIn(request), requestData(request)));

export const syncEmailFn = onCall((request) => syncEmail(db, adminAuth, requireSignedIn(request)));

export const changePasswordFn = onCall((request) =>
  changePassword(db, adminAuth, requireSignedIn(request), requestData(request), requestOrigin(request.rawRequest)),
);

export const revokeSessionsFn = onCall((request) => revokeSessions(db, adminAuth, requireSignedIn(request), requestOrigin(request.rawRequest)));
