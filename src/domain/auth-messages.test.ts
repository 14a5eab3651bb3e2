import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, paymentSessionErrorMessage, signInErrorMessage, signUpErrorMessage, validateSignIn, validateSignUp } from './auth-messages';

describe('signInErrorMessage', () => {
  it.each([
    ['auth/invalid-credential', 'Invalid email or password. Please check your credentials.'],
    ['auth/user-not-found', 'Invalid email or password. Please check your credentials.'],
    ['auth/wrong-password', 'Invalid email or password. Please check your credentials.'],
    ['auth/invalid-email', 'Invalid email address format.'],
    ['auth/user-disabled', 'This account has been disabled. Please contact support.'],
    ['auth/too-many-requests', 'Too many failed login attempts. Please try again later.'],
    ['auth/network-request-failed', 'Network error. Please check your connection and try again.'],
    ['auth/operation-not-allowed', 'Email/password sign-in is not enabled. Please contact support.'],
    ['auth/weak-password', 'Password is too weak. Please choose a stronger password.'],
  ])('maps %s to the seed text', (code, message) => {
    expect(signInErrorMessage(code, 'provider text')).toBe(message);
  });

  it('shows the provider message for an unknown code, else a generic text', () => {
    expect(signInErrorMessage('auth/internal-error', 'Something odd')).toBe('Something odd');
    expect(signInErrorMessage('auth/internal-error', '  ')).toBe('An unexpected error occurred during sign-in.');
    expect(signInErrorMessage(undefined)).toBe('An unexpected error occurred during sign-in.');
  });
});

describe('signUpErrorMessage', () => {
  it.each([
    ['auth/email-already-in-use', 'An account with this email already exists'],
    ['auth/weak-password', 'Password should be at least 6 characters'],
    ['auth/invalid-email', 'Invalid email address'],
    ['auth/network-request-failed', 'Failed to create account'],
    [undefined, 'Failed to create account'],
  ])('maps %s to the seed text', (code, message) => {
    expect(signUpErrorMessage(code)).toBe(message);
  });
});

describe('form fallbacks and success texts', () => {
  it('keep the seed wording', () => {
    expect(AUTH_MESSAGES.signInFallback).toBe('Login failed. Please try again.');
    expect(AUTH_MESSAGES.signUpFallback).toBe('Failed to create account. Please try again.');
    expect(AUTH_MESSAGES.signInSuccess).toBe('Login successful! Redirecting...');
    expect(AUTH_MESSAGES.signUpSuccess).toBe('Account created successfully! Redirecting...');
  });
});

describe('validateSignIn', () => {
  it('requires both fields', () => {
    expect(validateSignIn({ email: ' ', password: 'secret' })).toBe('Please fill in all fields');
    expect(validateSignIn({ email: 'a@b.co', password: '' })).toBe('Please fill in all fields');
  });

  it('requires a valid email', () => {
    expect(validateSignIn({ email: 'ab.co', password: 'x' })).toBe('Please enter a valid email address');
  });

  it('accepts a complete form, with spaces around the email', () => {
    expect(validateSignIn({ email: ' a@b.co ', password: 'x' })).toBeNull();
  });
});

describe('validateSignUp', () => {
  const good = { displayName: 'Ann', email: 'ann@example.com', password: 'secret', confirmPassword: 'secret' };

  it('requires all four fields, the name included', () => {
    expect(validateSignUp({ ...good, displayName: '  ' })).toBe('Please fill in all fields');
    expect(validateSignUp({ ...good, email: '' })).toBe('Please fill in all fields');
    expect(validateSignUp({ ...good, password: '' })).toBe('Please fill in all fields');
    expect(validateSignUp({ ...good, confirmPassword: '' })).toBe('Please fill in all fields');
  });

  it('requires a valid email', () => {
    expect(validateSignUp({ ...good, email: 'ann@example' })).toBe('Please enter a valid email address');
  });

  it('requires a password of at least 6 characters', () => {
    expect(validateSignUp({ ...good, password: '12345', confirmPassword: '12345' })).toBe('Password must be at least 6 characters');
    expect(validateSignUp({ ...good, password: '123456', confirmPassword: '123456' })).toBeNull();
  });

  it('requires the confirmation to match', () => {
    expect(validateSignUp({ ...good, confirmPassword: 'secreT' })).toBe('Passwords do not match');
  });

  it('accepts a complete form', () => {
    expect(validateSignUp(good)).toBeNull();
  });
});

describe('paymentSessionErrorMessage', () => {
  it.each([
    ['functions/invalid-argument', 'Invalid session ID format'],
    ['invalid-argument', 'Invalid session ID format'],
    ['functions/failed-precondition', 'Payment not completed or subscription inactive'],
    ['functions/unavailable', 'Service temporarily unavailable. Please try again.'],
  ])('maps %s to the seed text', (code, message) => {
    expect(paymentSessionErrorMessage(code, 'ignored')).toBe(message);
  });

  it('shows the error message for other codes, else a generic text', () => {
    expect(paymentSessionErrorMessage('functions/internal', 'Stripe is down')).toBe('Stripe is down');
    expect(paymentSessionErrorMessage('functions/internal')).toBe('Session verification failed');
  });

  it('says the session could not be verified when there is no code', () => {
    expect(paymentSessionErrorMessage(undefined, 'x')).toBe('Unable to verify payment session');
    expect(paymentSessionErrorMessage('')).toBe('Unable to verify payment session');
  });
});
