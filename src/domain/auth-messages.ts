// Sign-in and sign-up messages (docs/product/records.md#sign-in-messages, #sign-up-messages) and payment-session lookup messages.

import { EMAIL_PATTERN } from './sanitize';

export const MIN_PASSWORD_LENGTH = 6;

export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDiffer: 'Passwords do not match',
  signInSuccess: 'Login successful! Redirecting...',
  signUpSuccess: 'Account created successfully! Redirecting...',
  signInFallback: 'Login failed. Please try again.',
  signUpFallback: 'Failed to create account. Please try again.',
} as const;

const SIGN_IN: Readonly<Record<string, string>> = {
  'auth/invalid-credential': 'Invalid email or password. Please check your credentials.',
  'auth/user-not-found': 'Invalid email or password. Please check your credentials.',
  'auth/wrong-password': 'Invalid email or password. Please check your credentials.',
  'auth/invalid-email': 'Invalid email address format.',
  'auth/user-disabled': 'This account has been disabled. Please contact support.',
  'auth/too-many-requests': 'Too many failed login attempts. Please try again later.',
  'auth/network-request-failed': 'Network error. Please check your connection and try again.',
  'auth/operation-not-allowed': 'Email/password sign-in is not enabled. Please contact support.',
  'auth/weak-password': 'Password is too weak. Please choose a stronger password.',
};
export const SIGN_IN_DEFAULT = 'An unexpected error occurred during sign-in.';

const SIGN_UP: Readonly<Record<string, string>> = {
  'auth/email-already-in-use': 'An account with this email already exists',
  'auth/weak-password': 'Password should be at least 6 characters',
  'auth/invalid-email': 'Invalid email address',
};
export const SIGN_UP_DEFAULT = 'Failed to create account';

/** The message for a failed sign-in; unknown codes show the provider's message if any. */
export function signInErrorMessage(code: string | undefined, providerMessage?: string): string {
  const known = code === undefined ? undefined : SIGN_IN[code];
  if (known !== undefined) return known;
  const own = providerMessage?.trim();
  return own ? own : SIGN_IN_DEFAULT;
}

/** The message for a failed sign-up. */
export function signUpErrorMessage(code: string | undefined): string {
  return (code === undefined ? undefined : SIGN_UP[code]) ?? SIGN_UP_DEFAULT;
}

function isEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** The first problem with a sign-in form, or null. */
export function validateSignIn(form: { email: string; password: string }): string | null {
  if (form.email.trim() === '' || form.password === '') return AUTH_MESSAGES.fillAllFields;
  if (!isEmail(form.email)) return AUTH_MESSAGES.invalidEmail;
  return null;
}

/** The first problem with a sign-up form (all four fields required), or null. */
export function validateSignUp(form: { displayName: string; email: string; password: string; confirmPassword: string }): string | null {
  if (form.displayName.trim() === '' || form.email.trim() === '' || form.password === '' || form.confirmPassword === '') {
    return AUTH_MESSAGES.fillAllFields;
  }
  if (!isEmail(form.email)) return AUTH_MESSAGES.invalidEmail;
  if (form.password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (form.password !== form.confirmPassword) return AUTH_MESSAGES.passwordsDiffer;
  return null;
}

const PAYMENT_SESSION: Readonly<Record<string, string>> = {
  'invalid-argument': 'Invalid session ID format',
  'failed-precondition': 'Payment not completed or subscription inactive',
  unavailable: 'Service temporarily unavailable. Please try again.',
};
export const PAYMENT_SESSION_OTHER = 'Session verification failed';
export const PAYMENT_SESSION_NO_CODE = 'Unable to verify payment session';

/**
 * The message for a failed payment-session lookup (a callable's error code, with or without the
 * 'functions/' prefix): known codes as in docs/product/billing.md#checkout; other codes show the error's message.
 */
export function paymentSessionErrorMessage(code: string | undefined, message?: string): string {
  if (code === undefined || code === '') return PAYMENT_SESSION_NO_CODE;
  const known = PAYMENT_SESSION[code.replace(/^functions\//, '')];
  if (known !== undefined) return known;
  const own = message?.trim();
  return own ? own : PAYMENT_SESSION_OTHER;
}
