// The English messages of the functions' HttpsErrors (functions/src), as messages for
// translateText (src/lib/known-texts.ts). Texts shared with src/domain are listed there, not here.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const FUNCTION_TEXTS: readonly MessageDescriptor[] = [
  msg`Set a trial end date in the future for a trial.`,
  msg`Your account is read-only: renew your subscription to create API keys.`,
  msg`Choose an API key.`,
  msg`This API key no longer exists.`,
  msg`Say whether the key is enabled.`,
  msg`Payment system configuration error: the app URL is unknown.`,
  msg`No subscription found.`,
  msg`The customer portal is available only with Stripe billing.`,
  msg`Only available with the built-in test checkout.`,
  msg`Unknown action.`,
  msg`This payment belongs to another account.`,
  msg`This payment was already used by another account.`,
  msg`Only available on the emulators.`,
  msg`Unknown job: use flush, weekly-report or payment-reminders.`,
  msg`An e-mail address is required to create an account.`,
  msg`Your account was not found.`,
  msg`Your account has no e-mail address.`,
  msg`For your security, please enter your current password again.`,
  msg`Please enter a new password.`,
  msg`Please sign in to continue.`,
  msg`For your security, please enter your password again: admin actions need a sign-in from the last 15 minutes.`,
  msg`The request is not valid.`,
  msg`Please enter a password.`,
  msg`The logo is not a file.`,
  msg`The favicon is not a file.`,
  msg`Only reads slower than a second are recorded.`,
  msg`Unknown job.`,
  msg`Some settings are not valid. Please check the form and try again.`,
  msg`Unknown settings.`,
  msg`You can have at most 10 API keys. Delete one you no longer use.`,
  msg`Password must be at most 128 characters`,
];
