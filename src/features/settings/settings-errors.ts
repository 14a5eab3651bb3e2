// Messages for failures of the password, session and profile actions.
import { DataError } from '../../data/contract-common';

const codeOf = (error: unknown) => (error instanceof DataError || (typeof error === 'object' && error !== null && 'code' in error) ? String((error as { code: unknown }).code) : '');
const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

export const WRONG_PASSWORD = 'Your current password is incorrect.';

/** A clear message for a failed action; `fallback` when nothing more specific is known. */
export function actionErrorMessage(error: unknown, fallback: string): string {
  const code = codeOf(error);
  if (code === 'auth/invalid-credential' || code === 'auth/wrong-password' || code === 'auth/invalid-login-credentials') return WRONG_PASSWORD;
  if (code === 'auth/too-many-requests') return 'Too many attempts. Please wait a moment and try again.';
  if (code === 'auth/invalid-email') return 'Please enter a valid e-mail address.';
  if (code === 'auth/email-already-in-use') return 'That e-mail address is already used by another account.';
  if (code === 'auth/requires-recent-login') return 'For your security, please enter your current password again.';
  if (code === 'auth/network-request-failed' || code === 'functions/unavailable') return 'You appear to be offline. Please try again when connected.';
  // Functions answer a user's mistake with a readable message (invalid-argument, failed-precondition).
  if (code === 'functions/invalid-argument' || code === 'functions/failed-precondition' || code === 'invalid-argument') return messageOf(error) || fallback;
  return fallback;
}
