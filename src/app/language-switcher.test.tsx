import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateEnglishNow, activateLanguage, i18n } from '../lib/i18n';
import { accountFor, createFakeBackend } from '../testing/fake-backend';
import type { FakeSystemApi } from '../testing/fakes/system';
import { AppProvider, renderApp } from '../testing/render-app';
import { useSession } from '../lib/session';

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
      expect(await screen.findByRole('combobox', { name: '언어' })).toHaveValue('ko');
    } finally {
      delete (window.navigator as { languages?: unknown }).languages;
      if (languages) Object.defineProperty(Navigator.prototype, 'languages', languages);
    }
  });
});

describe("a signed-in user's language", () => {
  it("their own setting wins over this browser's choice, and signing out keeps it for the public pages", async () => {
    localStorage.setItem('crm.language.chosen', 'fr');
    const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor('pro') }], signedInAs: 'alice@example.com' });
    const uid = backend.control.uidOf('alice@example.com');
    backend.settings.docs.set(`${uid}/display`, { language: 'ja' });
    renderApp('/dashboard', { backend });
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
    expect(localStorage.getItem('crm.language.chosen')).toBe('ja');
  });

  it('a signed-in user choosing in the public top bar saves it as their language setting', async () => {
    const backend = createFakeBackend({ users: [{ email: 'carol@example.com', account: accountFor('pro') }], signedInAs: 'carol@example.com' });
    const uid = backend.control.uidOf('carol@example.com');
    backend.settings.docs.set(`${uid}/display`, { language: 'en' });
    // A public page a signed-in user stays on ('/' sends them to the dashboard).
    const { user } = renderApp('/terms', { backend });
    await screen.findByRole('link', { name: 'Dashboard' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');
    await waitFor(() => expect(backend.settings.docs.get(`${uid}/display`)).toMatchObject({ language: 'es' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
  });

  it("the owner's default applies to a user who has no setting of their own", async () => {
    const backend = createFakeBackend({ users: [{ email: 'bob@example.com', account: accountFor('pro') }], signedInAs: 'bob@example.com' });
    expect(backend.settings.docs.get(`${backend.control.uidOf('bob@example.com')}/display`)).toBeUndefined();
    (backend.system as FakeSystemApi).publish({ defaultLanguage: 'it' });
    renderApp('/dashboard', { backend });
    await waitFor(() => expect(document.documentElement.lang).toBe('it'));
  });
});

describe('signing up', () => {
  it('the new account keeps the language the visitor signed up in', async () => {
    await activateLanguage('ko');
    const backend = createFakeBackend();
    let signUp: ReturnType<typeof useSession>['signUp'] | null = null;
    function Probe() {
      signUp = useSession().signUp;
      return null;
    }
    render(
      <AppProvider backend={backend}>
        <Probe />
      </AppProvider>,
    );
    await waitFor(() => expect(signUp).not.toBeNull());
    const user = await signUp!({ displayName: 'Min', email: 'min@example.com', password: 'secret-123' });
    expect(backend.settings.docs.get(`${user.uid}/display`)).toMatchObject({ language: 'ko' });
  });
});
