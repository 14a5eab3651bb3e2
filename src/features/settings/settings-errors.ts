// Messages for failures of the password, session and profile actions.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { DataError } from '../../data/contract-common';
import { i18n } from '../../lib/i18n';
import { translateText } from '../../lib/known-texts';

const codeOf = (error: unknown) =>
  error instanceof DataError || (typeof error === 'object' && error !== null && 'code' in error) ? String((error as { code: unknown }).code) : '';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

export const WRONG_PASSWORD = msg`Your current password is incorrect.`;

const BY_CODE: Record<string, MessageDescriptor> = {
  'auth/invalid-credential': WRONG_PASSWORD,
  'auth/wrong-password': WRONG_PASSWORD,
  'auth/invalid-login-credentials': WRONG_PASSWORD,
  'auth/too-many-requests': msg`Too many attempts. Please wait a moment and try again.`,
  'auth/invalid-email': msg`Please enter a valid e-mail address.`,
  'auth/email-already-in-use': msg`That e-mail address is already used by another account.`,
  'auth/requires-recent-login': msg`For your security, please enter your current password again.`,
  'auth/network-request-failed': msg`You appear to be offline. Please try again when connected.`,
  'functions/unavailable': msg`You appear to be offline. Please try again when connected.`,
};

/** A clear message for a failed action, in the interface language; `fallback` when nothing more specific is known. */
export function actionErrorMessage(error: unknown, fallback: string): string {
  const code = codeOf(error);
  const known = BY_CODE[code];
  if (known) return i18n._(known);
  // Functions answer a user's mistake with a readable (English) message: translated when known.
  if (code === 'functions/invalid-argument' || code === 'functions/failed-precondition' || code === 'invalid-argument') {
    const text = messageOf(error);
    return text ? translateText(text) : fallback;
  }
  return fallback;
}
