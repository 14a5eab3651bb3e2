import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_DEFAULTS } from '../domain/system-settings/public';
import {
  PUBLIC_SETTINGS_KEY,
  fetchPublicSettings,
  getPublicSettings,
  setPublicSettings,
  setThemeAssets,
  settingsDocumentUrl,
  themeAssetsVersion,
} from './public-settings';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  setPublicSettings(PUBLIC_DEFAULTS);
});

describe('public settings without the SDK', () => {
  it('reads the summary from the emulator REST endpoint and decodes its typed values', async () => {
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-crm');
    vi.stubEnv('VITE_USE_EMULATORS', 'true');
    vi.stubEnv('VITE_EMULATOR_HOST', '127.0.0.1');
    vi.stubEnv('VITE_FIRESTORE_EMULATOR_PORT', '30161');
    const fetchMock = vi.fn(async () =>
      Response.json({
        fields: {
          primaryColor: { stringValue: 'green' },
          registrationEnabled: { booleanValue: false },
          sessionTimeout: { integerValue: '45' },
          themeMode: { stringValue: 'light' },
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const s = await fetchPublicSettings();
    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1:30161/v1/projects/demo-crm/databases/(default)/documents/systemSettings/public');
    expect(s).toMatchObject({ primaryColor: 'green', registrationEnabled: false, sessionTimeout: 45, themeMode: 'light' });
  });

  it('a missing summary means the defaults; a failed read keeps the cached copy', async () => {
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-crm');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    expect(await fetchPublicSettings()).toEqual(PUBLIC_DEFAULTS);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await fetchPublicSettings()).toBeNull();
  });

  it('a deployed build asks the public endpoint with the API key', () => {
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'acme-crm');
    vi.stubEnv('VITE_USE_EMULATORS', 'false');
    vi.stubEnv('VITE_FIREBASE_API_KEY', 'k1');
    expect(settingsDocumentUrl('public')).toBe(
      'https://firestore.googleapis.com/v1/projects/acme-crm/databases/(default)/documents/systemSettings/public?key=k1',
    );
  });

  it('applies the colour and corner style to the page and caches them for the next visit', () => {
    setPublicSettings({ ...PUBLIC_DEFAULTS, primaryColor: 'orange', uiStyle: 'sharp' });
    expect(document.documentElement.dataset.primary).toBe('orange');
    expect(document.documentElement.dataset.uiStyle).toBe('sharp');
    expect(JSON.parse(localStorage.getItem(PUBLIC_SETTINGS_KEY) ?? '{}')).toMatchObject({ primaryColor: 'orange' });
    setPublicSettings(PUBLIC_DEFAULTS);
    expect(document.documentElement.dataset.primary).toBeUndefined();
    expect(getPublicSettings()).toEqual(PUBLIC_DEFAULTS);
  });
});

describe('favicon', () => {
  it("the owner's favicon replaces the default one in the page, and goes back when removed", () => {
    document.head.innerHTML = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
    const icon = () => document.querySelector('link[rel~="icon"]') as HTMLLinkElement;
    setThemeAssets('7', { logo: null, favicon: 'data:image/png;base64,AAAA' });
    expect(icon().getAttribute('href')).toBe('data:image/png;base64,AAAA');
    expect(icon().hasAttribute('type')).toBe(false);
    expect(themeAssetsVersion()).toBe('7');
    setThemeAssets('8', { logo: null, favicon: null });
    expect(icon().getAttribute('href')).toBe('/favicon.svg');
    expect(icon().getAttribute('type')).toBe('image/svg+xml');
  });
});
