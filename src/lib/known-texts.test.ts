import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/schemas';
import { looksLikeMessage, scanKnownTexts } from '../testing/known-texts-scan';
import { activateEnglishNow, activateLanguage, i18n } from './i18n';
import { isKnownText, knownTexts, loadKnownTexts, translateText } from './known-texts';

const root = resolve(import.meta.dirname, '../..');

/**
 * Messages with a part computed at run time, as the source writes them. A constant part is
 * listed with the English it always gives (that text must be known); a truly dynamic one with
 * the reason it stays as it is (it is shown in English).
 */
const DYNAMIC: Record<string, { always: string } | { reason: string }> = {
  '`A task can have at most ${FIELD_LIMITS.assignedEmployees} assigned employees`': { always: 'A task can have at most 50 assigned employees' },
  '`A task can have at most ${FIELD_LIMITS.subtasks} subtasks`': { always: 'A task can have at most 100 subtasks' },
  '`You can have at most ${FIELD_LIMITS.categoriesPerGroup} custom categories in a group`': { always: 'You can have at most 100 custom categories in a group' },
  '`The title can be at most ${REMINDER_TITLE_MAX} characters.`': { always: 'The title can be at most 100 characters.' },
  '`Requests per minute must be between ${m.min} and ${m.max}, in steps of ${m.step}.`': {
    always: 'Requests per minute must be between 10 and 1000, in steps of 10.',
  },
  '`Requests per day must be between ${day.min} and ${day.max}, in steps of ${day.step}.`': {
    always: 'Requests per day must be between 1000 and 100000, in steps of 1000.',
  },
  '`Cache size must be between ${CACHE_SIZE_RANGE.min} and ${CACHE_SIZE_RANGE.max} MB, in steps of ${CACHE_SIZE_RANGE.step}.`': {
    always: 'Cache size must be between 0 and 512 MB, in steps of 16.',
  },
  '`You can have at most ${MAX_API_KEYS_PER_USER} API keys. Delete one you no longer use.`': {
    always: 'You can have at most 10 API keys. Delete one you no longer use.',
  },
  '`Password must be at most ${MAX_PASSWORD_LENGTH} characters`': { always: 'Password must be at most 128 characters' },
  '`This import can no longer be undone: imports can be undone for ${UNDO_DAYS} days`': {
    always: 'This import can no longer be undone: imports can be undone for 30 days',
  },
  "`The data worker did not start${event instanceof ErrorEvent && event.message ? `: ${event.message}` : ''}.`": {
    reason: "quotes the browser's own error: the app's script could not run (the screen says the app could not load)",
  },
  '`The data layer has no method ${part}.${name}.`': { reason: "a fault of the app (the page and its worker from two builds), never a user's doing" },
  '`The data worker referred to an item the page does not have (${String(entry)}).`': { reason: "a fault of the app, never a user's doing" },
  '`No price ID found for plan: ${plan}`': { reason: "the seed's text naming a plan id that does not exist (a request no screen sends)" },
  '`No price ID found for plan: ${String(input.plan)}`': { reason: "the seed's text naming a plan id that does not exist (a request no screen sends)" },
  '`Failed to verify payment: ${reason}. Please contact support if you were charged.`': { reason: 'wraps an error text of the payment service' },
  '`Welcome! Your ${getPlan(plan).name} plan is now active.`': { reason: 'names the plan; the billing screens build it with a message of their own' },
  '`${field} must be at most ${max} characters.`': { reason: 'field name and limit; the contact form checks lengths itself' },
  "`Data exported successfully as ${format === 'text' ? 'TEXT' : format.toUpperCase()}!`": {
    reason: 'names the format; the export screen builds it with a message of its own',
  },
  '`Client limit reached: the Basic plan keeps at most ${cap} clients. Upgrade to Pro to import more.`': {
    reason: 'the cap is passed in; the import screen builds it with a message of its own',
  },
  "`Missing required fields (${REQUIRED_FIELDS[kind].join(', ')})`": { reason: 'lists field names of an import row (row reports stay English)' },
  '`Invalid date "${badDates[0]!.slice(0, 50)}" (use ${use})`': {
    reason: 'quotes the cell of an import row; stored English, worded in the interface language at display (features/import/row-texts.ts)',
  },
  '`Ask for 1 to ${MAX_OUTBOX_PAGE} e-mails at a time.`': { reason: 'a page size no screen sends (the outbox page asks for a fixed page)' },
  '`Unknown setting: ${unknownKey}.`': { reason: 'names an unknown key of a request no screen sends' },
  '`Unknown setting "${key}".`': { reason: 'names an unknown key of a request no screen sends' },
  '`Please choose one of the listed options for ${key}.`': { reason: 'names the key of a request no screen sends (the pages offer only listed options)' },
  '`Unknown field "${key}".`': { reason: 'names an unknown key of a request no screen sends' },
  '`${label} must be at most ${max} characters.`': { reason: 'field name and limit; the profile form limits lengths itself' },
  '`Password must be at least ${min} characters`': { reason: "the owner's minimum; the password forms show the rule with a message of their own" },
  "`At least ${policy.passwordMinLength} characters${needs.length ? `, with ${needs.join(' and ')}` : ''}.`": {
    reason: 'glued from parts; the sign-up form shows the rule with a message of its own',
  },
  '`The only seat of the ${plan} plan is in use.`': {
    reason: 'names the plan and counts its seats, glued with the advice that follows (how to get a seat); shown in English',
  },
  '`All ${limit} seats of the ${plan} plan are in use.`': {
    reason: 'names the plan and counts its seats, glued with the advice that follows (how to get a seat); shown in English',
  },
  "`The only seat of this account's ${plan} plan is in use.`": {
    reason: 'names the plan and counts its seats, glued with the advice that follows (how to get a seat); shown in English',
  },
  "`All ${limit} seats of this account's ${plan} plan are in use.`": {
    reason: 'names the plan and counts its seats, glued with the advice that follows (how to get a seat); shown in English',
  },
  '`This user is the last owner of the account "${name}", which has other members: hand the account over first (make another member its owner), then delete the user.`':
    {
      reason: "names the account; an admin's refusal to delete a user, shown as it comes",
    },
};

beforeAll(async () => {
  await loadKnownTexts();
});

afterEach(() => {
  activateEnglishNow();
});

describe('the known texts', () => {
  const scan = scanKnownTexts(root);

  it('finds the messages where they are written (a check of the scan itself)', () => {
    const texts = scan.texts.map((t) => t.text);
    expect(texts).toContain(MESSAGES.nameRequired); // src/domain/schemas.ts
    expect(texts).toContain('Not signed in.'); // src/data
    expect(texts).toContain('Please sign in to continue.'); // functions: GUARD_MESSAGES through HttpsError
    expect(texts).toContain('Some settings are not valid. Please check the form and try again.'); // functions: a literal
    expect(scan.texts.length).toBeGreaterThan(200);
  });

  it('include every message of src/domain, src/data and the functions’ HttpsErrors', () => {
    const missing = scan.texts.filter((t) => !isKnownText(t.text)).map((t) => `${t.file}: ${t.text}`);
    expect(missing, 'add these to src/lib/known-texts-app.ts or known-texts-functions.ts').toEqual([]);
  });

  it('know each message with a computed part, or say why it stays English', () => {
    const unlisted = scan.dynamic.filter((d) => !(d.text in DYNAMIC)).map((d) => `${d.file}: ${d.text}`);
    expect(unlisted, 'make the text static, or list it in DYNAMIC').toEqual([]);
    for (const entry of Object.values(DYNAMIC)) if ('always' in entry) expect(isKnownText(entry.always), entry.always).toBe(true);
  });

  it('list no text the sources no longer have', () => {
    const found = new Set([...scan.texts.map((t) => t.text), ...Object.values(DYNAMIC).flatMap((e) => ('always' in e ? [e.always] : []))]);
    expect(knownTexts().filter((t) => !found.has(t))).toEqual([]);
  });

  it('recognise what reads as a message, not ids or keys', () => {
    expect(looksLikeMessage('Name is required')).toBe(true);
    expect(looksLikeMessage('Please enter a title.')).toBe(true);
    expect(looksLikeMessage('crm.language')).toBe(false);
    expect(looksLikeMessage('Revenue')).toBe(false);
  });
});

describe('translateText', () => {
  it('gives a known message in the interface language, and leaves other texts unchanged', async () => {
    await activateLanguage('es');
    i18n.load('es', { [generateMessageId('Name is required')]: 'El nombre es obligatorio' });
    expect(translateText('Name is required')).toBe('El nombre es obligatorio');
    expect(translateText('Something the app never says')).toBe('Something the app never says');
    activateEnglishNow();
    expect(translateText('Name is required')).toBe('Name is required');
  });
});
