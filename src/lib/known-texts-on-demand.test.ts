import { describe, expect, it, vi } from 'vitest';

// A fresh module graph: no other test has loaded the list of known texts yet.
vi.resetModules();

describe('the known texts on a public page (docs/decisions/0158)', () => {
  it('are not loaded with a language, and load on the first text asked for, then redraw', async () => {
    const { i18n } = await import('@lingui/core');
    const { activateLanguage } = await import('./i18n');
    const known = await import('./known-texts');
    await activateLanguage('de');
    expect(i18n.locale).toBe('de');
    // The public part is in; the list of known texts is not.
    expect(known.isKnownText('Name is required')).toBe(false);

    const changes = vi.fn();
    const off = i18n.on('change', changes);
    try {
      // The first call gives the English at once and starts loading the list.
      expect(known.translateText('Name is required')).toBe('Name is required');
      await vi.waitFor(() => expect(changes).toHaveBeenCalled());
      expect(known.isKnownText('Name is required')).toBe(true);
      const german = known.translateText('Name is required');
      expect(german).not.toBe('Name is required');
      expect(german.length).toBeGreaterThan(0);
    } finally {
      off();
    }
  });
});

describe('the known texts on the signed-in screens (docs/decisions/0158)', () => {
  it('come with a language’s app part, before any text is asked for', async () => {
    vi.resetModules();
    const { i18n } = await import('@lingui/core');
    const { activateLanguage, loadAppTexts } = await import('./i18n');
    const { appParts } = await import('../app/shell/app-texts');
    const known = await import('./known-texts');
    await activateLanguage('de');
    expect(known.isKnownText('Name is required')).toBe(false);
    await loadAppTexts(appParts);
    expect(i18n.locale).toBe('de');
    expect(known.isKnownText('Name is required')).toBe(true);
    expect(known.translateText('Name is required')).not.toBe('Name is required');
  });
});
