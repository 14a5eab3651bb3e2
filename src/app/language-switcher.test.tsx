import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateEnglishNow, activateLanguage, i18n } from '../lib/i18n';
import { renderApp } from '../testing/render-app';

afterEach(() => {
  activateEnglishNow();
});

describe('the language switcher in the public top bar', () => {
  it('choosing Deutsch sets html lang to de, switches the page without a reload and is kept for the next visit', async () => {
    // A small German catalogue for the test (the real one is filled at the merge).
    await activateLanguage('de');
    i18n.load('de', { [generateMessageId('Language')]: 'Sprache' });
    activateEnglishNow();
    localStorage.clear();

    const { user } = renderApp('/');
    const menu = await screen.findByRole('combobox', { name: 'Language' });
    expect(menu).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');

    await user.selectOptions(menu, 'Deutsch');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(await screen.findByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(localStorage.getItem('crm.language.chosen')).toBe('de');
    expect(localStorage.getItem('crm.language')).toBe('de');
  });

  it('a visitor whose browser prefers Korean and who never chose gets Korean', async () => {
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
    Object.defineProperty(window.navigator, 'languages', { value: ['ko-KR', 'en'], configurable: true });
    try {
      renderApp('/');
      await waitFor(() => expect(document.documentElement.lang).toBe('ko'));
      expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('ko');
    } finally {
      delete (window.navigator as { languages?: unknown }).languages;
      if (languages) Object.defineProperty(Navigator.prototype, 'languages', languages);
    }
  });
});
