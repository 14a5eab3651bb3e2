// What the mail senders need to know about a recipient: address, e-mail preferences, marketing
// consent (Privacy), time zone (Display, else systemSettings/global, else America/New_York), and
// the language and formats their mail is written in (Display, else the global defaults, else English).
import type { Firestore } from 'firebase-admin/firestore';
import { emailSettingsOrDefaults } from '../../../src/domain/notifications/email-settings';
import type { EmailNotificationSettings } from '../../../src/domain/notifications/email-settings';
import { isTimeZone } from '../../../src/domain/notifications/zoned-time';
import { displayDefaultsFrom, readDisplaySettings } from '../../../src/domain/user-settings/display';
import type { DisplaySettings } from '../../../src/domain/user-settings/display';
import { mailLocale } from '../mail-texts/mail-locale';
import type { MailLocale } from '../mail-texts/mail-locale';

export const FALLBACK_TIME_ZONE = 'America/New_York';

export type Recipient = {
  uid: string;
  email: string;
  settings: EmailNotificationSettings;
  /** Privacy: marketingEmails (false unless the user said yes). */
  marketingConsent: boolean;
  timeZone: string;
  /** The recipient's language, dates and amounts. */
  locale: MailLocale;
};

export async function loadRecipient(db: Firestore, uid: string): Promise<Recipient | null> {
  const [user, email, privacy, display, global] = await Promise.all([
    db.doc(`users/${uid}`).get(),
    db.doc(`users/${uid}/settings/emailNotifications`).get(),
    db.doc(`users/${uid}/settings/privacy`).get(),
    db.doc(`users/${uid}/settings/display`).get(),
    db.doc('systemSettings/global').get(),
  ]);
  const address = user.get('email');
  if (!user.exists || typeof address !== 'string' || !address) return null;
  const zones = [display.get('timeZone'), global.get('defaultTimezone')];
  const timeZone = zones.find(isTimeZone) ?? FALLBACK_TIME_ZONE;
  const formats = readDisplaySettings(display.data(), displayDefaultsFrom(global.data()));
  return {
    uid,
    email: address,
    settings: emailSettingsOrDefaults(email.data()),
    marketingConsent: privacy.get('marketingEmails') === true,
    timeZone,
    locale: mailLocale({ ...formats, timeZone: timeZone as DisplaySettings['timeZone'] }),
  };
}
