// Every language's mail texts, by language code.
import type { Language } from '../../../src/domain/user-settings/display';
import { MAIL_DE } from './de';
import { MAIL_EN } from './en';
import type { MailTexts } from './en';
import { MAIL_ES } from './es';
import { MAIL_FR } from './fr';
import { MAIL_IT } from './it';
import { MAIL_JA } from './ja';
import { MAIL_KO } from './ko';
import { MAIL_PT } from './pt';
import { MAIL_RU } from './ru';
import { MAIL_ZH } from './zh';

export const MAIL_TEXTS: Record<Language, MailTexts> = {
  en: MAIL_EN,
  es: MAIL_ES,
  fr: MAIL_FR,
  de: MAIL_DE,
  it: MAIL_IT,
  pt: MAIL_PT,
  ru: MAIL_RU,
  zh: MAIL_ZH,
  ja: MAIL_JA,
  ko: MAIL_KO,
};
