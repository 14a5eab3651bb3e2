// The catalogue check of `npm test` (docs/decisions/0120-languages-with-lingui.md), pure: it
// compares the source messages (English, in the code) with one language's PO catalogue and lists
// every problem. scripts/i18n.mjs `check` feeds it the real extraction and src/locales/*.po.
import { parse } from '@messageformat/parser';

/**
 * Messages a language may keep exactly as in English: brand and product names, file formats, and
 * words that are the same in that language. '*' applies to every language.
 */
export const SAME_AS_ENGLISH = {
  '*': [
    'SmallBiz CRM',
    'Pro',
    'Basic',
    'Custom',
    'CSV',
    'JSON',
    'Excel',
    'PDF',
    'API',
    'Stripe',
    'Firebase',
    'Firestore',
    'Cloud Functions',
    'GitHub',
    'Google',
    'OK',
    'Email',
    'E-mail',
    'Admin',
    'Owner',
    'Enterprise',
    'Webhook',
    'Euro',
    'EUR',
    // Cities of the time-zone list that most languages write as English does.
    'Auckland',
    'Berlin',
    'Dubai',
    'London',
    'Paris',
    'Sydney',
    'Tokyo',
  ],
  de: [
    'Link',
    'Operator',
    'Text',
    'Pipelines',
    'Meeting',
    'Meetings',
    // Sales words German CRMs keep in English (HubSpot, Pipedrive).
    'Deals',
    'Pipeline',
    'Board',
    'Dashboard',
    'Name',
    'Team',
    'Status',
    'Start',
    'Details',
    'Info',
    'Export',
    'Import',
    'Backup',
    'Design',
    'Manager',
    'Plan',
    'Marketing',
    'Tags',
    'Version',
    'System',
    'Online',
    'Offline',
    'Support',
    'Logo',
    'Favicon',
    'Branding',
    'Bonus',
    'Limits',
    'Orange',
    'Upgrade',
    'Global',
    'Push',
    'Software',
    'Administrator',
    'Position',
    'Website',
  ],
  fr: [
    'Mentions',
    'Pipelines',
    'E-mails',
    'client',
    '{minutes} min',
    'Pipeline',
    'Notes',
    'Date',
    'Description',
    'Total',
    'Message',
    'Type',
    'Client',
    'Clients',
    'Version',
    'Support',
    'Logo',
    'Favicon',
    'Marketing',
    'Design',
    'Source',
    'Actions',
    'Contact',
    'Expiration',
    'Note',
    'Options',
    'Minutes',
    'Global',
    'Canada',
    'France',
    'Mobile',
    'Orange',
    'Session',
    'Site',
    'Notifications',
    'Documents',
    'Push',
    'Invitation',
    'Service',
    'Commission',
    'Cloud Firestore (production)',
    'Import',
    'Page',
    'Public',
    'Sessions',
    'occurrence',
    'occurrences',
  ],
  es: ['Plan', 'Total', 'Error', 'Global', 'Logo', 'Favicon', 'Marketing', 'No', 'Australia', 'Endpoints', 'Legal', 'Push', 'Software', '{minutes} min'],
  it: [
    'Link',
    '{minutes} min',
    'Pipeline',
    'Email',
    'Logo',
    'Favicon',
    'Marketing',
    'Design',
    'Manager',
    'Team',
    'Dashboard',
    'Backup',
    'Password',
    'Online',
    'Offline',
    'Budget',
    'Report',
    'Privacy',
    'No',
    'Australia',
    'Branding',
    'Canada',
    'Home',
    'Mobile',
    'Database',
    'Push',
    'Software',
    'Bonus',
    'Account',
    'File',
  ],
  pt: [
    'Link',
    'E-mails',
    '{minutes} min',
    'Insights',
    'Total',
    'Global',
    'Logo',
    'Favicon',
    'Marketing',
    'Design',
    'Status',
    'Backup',
    'Backups',
    'Online',
    'Offline',
    'Endpoints',
    'Site',
    'Push',
    'Software',
  ],
  ru: ['Push'],
  zh: [],
  ja: [],
  ko: [],
};

/** An ICU message's argument names and inline tag numbers (plural categories are not compared). */
export function messageShape(message) {
  const args = new Set();
  const tags = [];
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'content') {
        for (const m of token.value.matchAll(/<(\/?)(\d+)(\/?)>/g)) tags.push(`${m[1]}${m[2]}${m[3]}`);
      } else if (token.type === 'octothorpe') {
        // '#' belongs to its plural.
      } else {
        if (token.arg !== undefined) args.add(token.arg);
        for (const c of token.cases ?? []) walk(c.tokens);
        if (token.param) walk(token.param);
      }
    }
  };
  walk(parse(message, { strict: false }));
  return { args: [...args].sort(), tags: tags.sort() };
}

/**
 * Whether a message has words to translate: a word of two letters or more with a lower-case
 * letter, once placeholders, tags and the names every language keeps ('SmallBiz CRM') are
 * taken out. "{title} · SmallBiz CRM", "{took} s" and "CSV" have none.
 */
export function hasWords(message, keep = SAME_AS_ENGLISH['*']) {
  let plain = message
    // ICU structure is not text: `{n, plural, one {` ... `} other {` ... `}}`.
    .replace(/\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,/g, ' ')
    .replace(/(?:zero|one|two|few|many|other|=\d+)\s*\{/g, ' ')
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/<\/?\d+\/?>/g, ' ');
  for (const name of keep) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    plain = plain.replace(new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'gu'), ' ');
  }
  return /(?=\p{L}*\p{Ll})\p{L}{2,}/u.test(plain);
}

const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Problems of one language's catalogue against the source messages.
 * @param {{ key: string; message: string }[]} source  the extracted messages (key: context + U+0004 + message, or the message)
 * @param {{ key: string; message: string; translation: string; obsolete: boolean }[]} entries  the catalogue's entries
 * @param {string} language
 * @returns {string[]} one line per problem; empty when the catalogue is complete and consistent
 */
export function checkCatalogue(source, entries, language) {
  const problems = [];
  const sourceKeys = new Map(source.map((m) => [m.key, m]));
  const catalogue = new Map();
  const show = (key) => JSON.stringify(key.replace('\u0004', ' | '));
  const allowed = new Set([...(SAME_AS_ENGLISH['*'] ?? []), ...(SAME_AS_ENGLISH[language] ?? [])]);
  for (const entry of entries) {
    if (entry.obsolete) {
      problems.push(`${language}: obsolete entry ${show(entry.key)} (no longer in the source; extract with --clean)`);
      continue;
    }
    if (!sourceKeys.has(entry.key)) {
      problems.push(`${language}: ${show(entry.key)} is not in the source any more`);
      continue;
    }
    catalogue.set(entry.key, entry);
  }
  for (const message of source) {
    const entry = catalogue.get(message.key);
    if (!entry) {
      problems.push(`${language}: missing ${show(message.key)}`);
      continue;
    }
    const translation = entry.translation;
    if (!translation.trim()) {
      problems.push(`${language}: no translation for ${show(message.key)}`);
      continue;
    }
    let want;
    let got;
    try {
      want = messageShape(message.message);
    } catch (e) {
      problems.push(`${language}: the source message ${show(message.key)} is not valid ICU (${e.message})`);
      continue;
    }
    try {
      got = messageShape(translation);
    } catch (e) {
      problems.push(`${language}: the translation of ${show(message.key)} is not valid ICU (${e.message})`);
      continue;
    }
    if (!same(want.args, got.args)) {
      problems.push(`${language}: placeholders of ${show(message.key)} differ: source {${want.args.join('}, {')}}, translation {${got.args.join('}, {')}}`);
    }
    if (!same(want.tags, got.tags)) {
      problems.push(`${language}: tags of ${show(message.key)} differ: source ${want.tags.join(' ') || 'none'}, translation ${got.tags.join(' ') || 'none'}`);
    }
    const bare = message.message.replace(/[\s:.!?…]+$/u, '');
    if (translation === message.message && hasWords(message.message, allowed) && !allowed.has(message.message) && !allowed.has(bare)) {
      problems.push(`${language}: ${show(message.key)} is left in English (add it to SAME_AS_ENGLISH if it is the same word in this language)`);
    }
  }
  return problems;
}
