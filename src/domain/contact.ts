// The Contact Sales message (docs/product/screens.md#public-site): one schema for the form, the data layer and (mirrored)
// firestore.rules' isValidContactSales.
import { EMAIL_PATTERN } from './sanitize';

export const CONTACT_LIMITS = { fullName: 200, email: 320, company: 200, message: 5000 } as const;

export type ContactMessage = { fullName: string; email: string; company: string; message: string };

/** At most `max` messages per hour from one IP address and from one e-mail (checked by the function). */
export const CONTACT_RATE = { max: 5, windowMs: 60 * 60 * 1000 } as const;

/** The hidden form field that people leave empty; a bot that fills it is answered but not stored. */
export const CONTACT_HONEYPOT = 'website';

export const CONTACT_MESSAGES = {
  fullName: 'Please enter your full name.',
  email: 'Please enter a valid email address.',
  message: 'Please enter a message.',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  sent: 'Message sent successfully!',
  failed: 'Failed to send message. Please try again.',
  appCheck: 'This form could not check your browser. Please reload the page and try again.',
  tooMany: 'You have sent several messages in the last hour. Please wait an hour before sending another, or e-mail sales@smallbizcrm.example.',
} as const;

export type ContactParse = { ok: true; value: ContactMessage } | { ok: false; errors: Partial<Record<keyof ContactMessage, string>> };

/** Trims the fields and lower-cases the e-mail; full name, e-mail and message are required. */
export function parseContactMessage(input: Partial<Record<keyof ContactMessage, unknown>>): ContactParse {
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const value: ContactMessage = {
    fullName: str(input.fullName),
    email: str(input.email).toLowerCase(),
    company: str(input.company),
    message: str(input.message),
  };
  const errors: Partial<Record<keyof ContactMessage, string>> = {};
  if (!value.fullName) errors.fullName = CONTACT_MESSAGES.fullName;
  else if (value.fullName.length > CONTACT_LIMITS.fullName) errors.fullName = CONTACT_MESSAGES.tooLong('Full name', CONTACT_LIMITS.fullName);
  if (!EMAIL_PATTERN.test(value.email) || value.email.length > CONTACT_LIMITS.email) errors.email = CONTACT_MESSAGES.email;
  if (value.company.length > CONTACT_LIMITS.company) errors.company = CONTACT_MESSAGES.tooLong('Company name', CONTACT_LIMITS.company);
  if (!value.message) errors.message = CONTACT_MESSAGES.message;
  else if (value.message.length > CONTACT_LIMITS.message) errors.message = CONTACT_MESSAGES.tooLong('Message', CONTACT_LIMITS.message);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
