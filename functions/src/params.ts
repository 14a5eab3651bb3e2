import { defineBoolean, defineString } from 'firebase-functions/params';

/** Comma-separated e-mails that become owners when they sign up (functions/.env.<project>). */
export const ownerEmailsParam = defineString('OWNER_EMAILS', { default: '' });

/**
 * Require App Check (reCAPTCHA Enterprise) tokens on the visitor-facing callables (contact form).
 * Turn on in a deployed project once App Check is registered for the web app; the emulators
 * have no App Check, so it stays off there.
 */
export const appCheckParam = defineBoolean('APP_CHECK_ENFORCED', { default: false });
