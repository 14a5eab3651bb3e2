import { describe, expect, it } from 'vitest';
import { browserLanguage, chooseLanguage } from './language-choice';
import type { LanguageInputs } from './language-choice';

const none: LanguageInputs = { signedIn: false, userSetting: null, globalDefault: null, visitorChoice: null, browser: [] };

describe('which interface language applies', () => {
  it("a signed-in user's own setting wins over everything else", () => {
    expect(chooseLanguage({ signedIn: true, userSetting: 'ja', globalDefault: 'de', visitorChoice: 'fr', browser: ['es-ES'] })).toBe('ja');
  });

  it("a signed-in user without a setting gets the owner's default, not this browser's language", () => {
    expect(chooseLanguage({ signedIn: true, userSetting: null, globalDefault: 'de', visitorChoice: 'fr', browser: ['es-ES'] })).toBe('de');
    expect(chooseLanguage({ ...none, signedIn: true })).toBe('en');
  });

  it('a visitor gets the language they chose in the top bar first', () => {
    expect(chooseLanguage({ ...none, globalDefault: 'de', visitorChoice: 'ko', browser: ['es'] })).toBe('ko');
  });

  it("a visitor who never chose gets the browser's language, a user's setting does not count", () => {
    expect(chooseLanguage({ ...none, userSetting: 'ja', globalDefault: 'de', browser: ['pt-BR', 'en'] })).toBe('pt');
  });

  it("a visitor whose browser speaks none of the ten gets the owner's default, else English", () => {
    expect(chooseLanguage({ ...none, globalDefault: 'it', browser: ['nl-NL', 'sv'] })).toBe('it');
    expect(chooseLanguage({ ...none, browser: ['nl-NL'] })).toBe('en');
  });
});

describe("the browser's language", () => {
  it('takes the first supported language of the list, by its base tag', () => {
    expect(browserLanguage(['nl-BE', 'de-AT', 'fr'])).toBe('de');
    expect(browserLanguage(['ZH-Hant-TW'])).toBe('zh');
    expect(browserLanguage(['nl', 'sv'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });
});
