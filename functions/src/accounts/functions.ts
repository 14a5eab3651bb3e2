// The account callables (docs/product/accounts.md#deleting-the-account): an owner deletes the
// account; a person without one starts a new one. Each checks the caller itself.
import { onCall } from 'firebase-functions/v2/https';
import type { Request } from 'express';
import { db } from '../admin';
import { testCheckoutUrlParam } from '../billing/config';
import { currentProvider } from '../billing/service';
import { deleteAccount } from './delete-account';
import { startAccount } from './start-account';

/** The test checkout page is never opened from here: only the subscription is cancelled. */
const provider = (req: Request) => () => currentProvider(db, testCheckoutUrlParam.value() || `http://${String(req.headers.host ?? '')}/testCheckout`);

export const deleteAccountFn = onCall({ timeoutSeconds: 120 }, (request) => deleteAccount({ db, provider: provider(request.rawRequest) }, request));
export const startAccountFn = onCall((request) => startAccount(db, request));
