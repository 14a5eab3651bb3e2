import { defineString } from 'firebase-functions/params';

/** Comma-separated e-mails that become owners when they sign up (functions/.env.<project>). */
export const ownerEmailsParam = defineString('OWNER_EMAILS', { default: '' });
