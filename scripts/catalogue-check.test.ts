import { describe, expect, it } from 'vitest';
import { checkCatalogue, hasWords, messageShape } from './catalogue-check.mjs';

const source = [
  { key: 'Save changes', message: 'Save changes' },
  { key: 'Hello {name}', message: 'Hello {name}' },
  { key: '{count, plural, one {# client} other {# clients}}', message: '{count, plural, one {# client} other {# clients}}' },
  { key: 'Read the <0>terms</0>', message: 'Read the <0>terms</0>' },
  { key: 'client status\u0004Open', message: 'Open' },
  { key: 'Dashboard', message: 'Dashboard' },
  { key: '{0} / {1}', message: '{0} / {1}' },
];

const german: Record<string, string> = {
  'Save changes': 'Änderungen speichern',
  'Hello {name}': 'Hallo {name}',
  '{count, plural, one {# client} other {# clients}}': '{count, plural, one {# Kunde} other {# Kunden}}',
  'Read the <0>terms</0>': 'Lesen Sie die <0>Bedingungen</0>',
  'client status\u0004Open': 'Offen',
  Dashboard: 'Dashboard',
  '{0} / {1}': '{0} / {1}',
};

const entries = (translations: Record<string, string>) =>
  Object.entries(translations).map(([key, translation]) => ({ key, message: key.split('\u0004').pop() ?? key, translation, obsolete: false }));

describe('the catalogue check', () => {
  it('passes a complete catalogue with the same placeholders, and words that are the same in the language', () => {
    expect(checkCatalogue(source, entries(german), 'de')).toEqual([]);
  });

  it('fails when a message is missing from the catalogue', () => {
    const { 'Save changes': _, ...rest } = german;
    expect(checkCatalogue(source, entries(rest), 'de')).toEqual(['de: missing "Save changes"']);
  });

  it('fails on a translation the source no longer uses, obsolete (#~) or not', () => {
    const old = [...entries(german), { key: 'Old text', message: 'Old text', translation: 'Alter Text', obsolete: true }];
    expect(checkCatalogue(source, old, 'de')).toEqual([expect.stringContaining('obsolete entry "Old text"')]);
    const gone = [...entries(german), { key: 'Gone', message: 'Gone', translation: 'Weg', obsolete: false }];
    expect(checkCatalogue(source, gone, 'de')).toEqual(['de: "Gone" is not in the source any more']);
  });

  it('fails on an empty translation', () => {
    expect(checkCatalogue(source, entries({ ...german, 'Hello {name}': '  ' }), 'de')).toEqual(['de: no translation for "Hello {name}"']);
  });

  it('fails when a placeholder is renamed, dropped or added', () => {
    expect(checkCatalogue(source, entries({ ...german, 'Hello {name}': 'Hallo {nom}' }), 'de')[0]).toContain('placeholders of "Hello {name}" differ');
    expect(checkCatalogue(source, entries({ ...german, '{0} / {1}': '{0}' }), 'de')[0]).toContain('placeholders');
    const plural = '{count, plural, one {# client} other {# clients}}';
    expect(checkCatalogue(source, entries({ ...german, [plural]: '{n, plural, one {# Kunde} other {# Kunden}}' }), 'de')[0]).toContain('placeholders');
  });

  it('fails when inline tags differ, and when a translation is not valid ICU', () => {
    expect(checkCatalogue(source, entries({ ...german, 'Read the <0>terms</0>': 'Lesen Sie die Bedingungen' }), 'de')[0]).toContain('tags of');
    expect(checkCatalogue(source, entries({ ...german, 'Hello {name}': 'Hallo {name' }), 'de')[0]).toContain('not valid ICU');
  });

  it('lets a language use its own plural categories', () => {
    const plural = '{count, plural, one {# client} other {# clients}}';
    const russian = { ...german, [plural]: '{count, plural, one {# клиент} few {# клиента} many {# клиентов} other {# клиента}}' };
    expect(checkCatalogue(source, entries(russian), 'de')).toEqual([]);
  });

  it('fails when a message with words is left in English, except the allowed ones of that language', () => {
    expect(checkCatalogue(source, entries({ ...german, 'Save changes': 'Save changes' }), 'de')).toEqual([
      'de: "Save changes" is left in English (add it to SAME_AS_ENGLISH if it is the same word in this language)',
    ]);
    // The allowed word with a colon or a full stop counts too.
    const support = [{ key: 'Support:', message: 'Support:' }];
    expect(checkCatalogue(support, entries({ 'Support:': 'Support:' }), 'de')).toEqual([]);
    // "Dashboard" is German too, but not Japanese.
    expect(checkCatalogue(source, entries(german), 'ja')).toEqual([
      'ja: "Dashboard" is left in English (add it to SAME_AS_ENGLISH if it is the same word in this language)',
    ]);
  });
});

describe('message shapes', () => {
  it('lists argument names and tags, not plural categories', () => {
    expect(messageShape('Hi {name}, <0>you</0> have {count, plural, one {# client} other {# clients <1/>}}')).toEqual({
      args: ['count', 'name'],
      tags: ['/0', '0', '1/'],
    });
  });

  it('knows a message of placeholders and punctuation has no words', () => {
    expect(hasWords('{0} / {1}')).toBe(false);
    expect(hasWords('{title} · SmallBiz CRM')).toBe(false);
    expect(hasWords('{took} s')).toBe(false);
    expect(hasWords('CSV')).toBe(false);
    expect(hasWords('Save')).toBe(true);
    expect(hasWords('Export as {format}')).toBe(true);
  });

  it('reads plural structure as structure, and the kept words of a language as whole words only', () => {
    expect(hasWords('{0, plural, one {# client} other {# clients}}')).toBe(true);
    expect(hasWords('{0, plural, one {{message} (# occurrence)} other {{message} (# occurrences)}}', ['occurrence', 'occurrences'])).toBe(false);
    expect(hasWords('Page {pageNumber}', ['Page'])).toBe(false);
    expect(hasWords('Pages left', ['Page'])).toBe(true);
  });
});
