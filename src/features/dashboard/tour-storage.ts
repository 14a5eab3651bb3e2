// What the browser remembers for the first-run guides and the post-payment welcome.

const tourKey = (uid: string) => `onboardingCompleted:${uid}`;
/** Set by the payment flow (billing) when a payment has just succeeded; read once here. */
export const PAYMENT_SUCCESS_KEY = 'paymentSuccess';
export const WELCOME_MESSAGE_KEY = 'welcomeMessage';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function isTourCompleted(uid: string): boolean {
  return read(tourKey(uid)) === 'true';
}

export function markTourCompleted(uid: string): void {
  try {
    localStorage.setItem(tourKey(uid), 'true');
  } catch {
    // Storage unavailable: the tour shows again next time, which is harmless.
  }
}

/** The post-payment welcome, if one is pending (pure read: safe in a state initializer). */
export function pendingPaymentWelcome(): { message: string } | null {
  if (read(PAYMENT_SUCCESS_KEY) !== 'true') return null;
  return { message: read(WELCOME_MESSAGE_KEY) ?? '' };
}

/** Clears the post-payment flags once the welcome has been shown, so it shows once. */
export function clearPaymentWelcome(): void {
  try {
    localStorage.removeItem(PAYMENT_SUCCESS_KEY);
    localStorage.removeItem(WELCOME_MESSAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
