// The owner's public settings (systemSettings/public: theme, maintenance, registration, password
// policy, session timeout, support contacts) and the logo and favicon, as one small store every
// layer can read. Signed-out pages fetch them over Firestore's REST endpoint, without the
// Firebase SDK (docs/decisions/0080); signed-in tabs feed the store from a live listener
// (src/app/system-settings-sync.tsx). The last copy is kept in localStorage, and index.html
// applies it before first paint.
import { useSyncExternalStore } from 'react';
import { PUBLIC_DEFAULTS, parsePublicSettings, passwordPolicyOf } from '../domain/system-settings/public';
import type { PublicSettings } from '../domain/system-settings/public';
import type { PasswordPolicy } from '../domain/system-settings/security';
import { passwordProblemText } from './password-policy-text';
import type { ThemeAssets } from '../domain/system-settings/theme';
import { setDefaultTheme } from './theme';

/** Keys index.html reads before first paint too; keep them in step. */
export const PUBLIC_SETTINGS_KEY = 'crm.publicSettings';
export const THEME_ASSETS_KEY = 'crm.themeAssets';

type CachedAssets = ThemeAssets & { version: string };
const NO_ASSETS: CachedAssets = { version: '', logo: null, favicon: null };

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the settings still apply to this page.
  }
}

function readAssets(): CachedAssets {
  const v = readJson(THEME_ASSETS_KEY) as Partial<CachedAssets> | null;
  if (!v || typeof v.version !== 'string') return NO_ASSETS;
  const file = (f: unknown) => (typeof f === 'string' && f.startsWith('data:image/') ? f : null);
  return { version: v.version, logo: file(v.logo), favicon: file(v.favicon) };
}

let settings: PublicSettings = readJson(PUBLIC_SETTINGS_KEY) ? parsePublicSettings(readJson(PUBLIC_SETTINGS_KEY)) : PUBLIC_DEFAULTS;
let assets: CachedAssets = readAssets();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** The 600 shade of each brand colour, for <meta name="theme-color"> (index.html uses the same). */
const THEME_COLOURS: Record<string, string> = { blue: '#2563eb', purple: '#9333ea', green: '#16a34a', orange: '#ea580c', red: '#dc2626' };

function applyToPage(s: PublicSettings, a: CachedAssets): void {
  const root = document.documentElement;
  if (s.primaryColor === 'blue') delete root.dataset.primary;
  else root.dataset.primary = s.primaryColor;
  if (s.uiStyle === 'sharp') root.dataset.uiStyle = 'sharp';
  else delete root.dataset.uiStyle;
  setDefaultTheme(s.themeMode);
  // The installed app's title bar follows the owner's colour where the browser allows it.
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOURS[s.primaryColor] ?? '#2563eb');
  const icon = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (icon) {
    const href = a.favicon ?? '/favicon.svg';
    if (icon.getAttribute('href') !== href) {
      icon.setAttribute('href', href);
      if (a.favicon) icon.removeAttribute('type');
      else icon.setAttribute('type', 'image/svg+xml');
    }
  }
}

if (typeof document !== 'undefined') applyToPage(settings, assets);

export function getPublicSettings(): PublicSettings {
  return settings;
}

export function setPublicSettings(next: PublicSettings): void {
  settings = next;
  writeJson(PUBLIC_SETTINGS_KEY, next);
  applyToPage(settings, assets);
  notify();
}

/** The cached logo and favicon's version ('' when none was ever loaded). */
export function themeAssetsVersion(): string {
  return assets.version;
}

export function setThemeAssets(version: string, files: ThemeAssets): void {
  assets = { version, logo: files.logo, favicon: files.favicon };
  writeJson(THEME_ASSETS_KEY, assets);
  applyToPage(settings, assets);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key !== PUBLIC_SETTINGS_KEY && e.key !== THEME_ASSETS_KEY && e.key !== null) return;
    // Another tab refreshed the copy: take it over.
    settings = readJson(PUBLIC_SETTINGS_KEY) ? parsePublicSettings(readJson(PUBLIC_SETTINGS_KEY)) : settings;
    assets = readAssets();
    applyToPage(settings, assets);
    notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function usePublicSettings(): PublicSettings {
  return useSyncExternalStore(subscribe, getPublicSettings, () => PUBLIC_DEFAULTS);
}

const getAssets = () => assets;
export function useThemeAssets(): ThemeAssets {
  const a = useSyncExternalStore(subscribe, getAssets, () => NO_ASSETS);
  return a;
}

/**
 * The owner's password rules (Security settings) for any form where a password is chosen:
 * `problem(password)` names the first rule the password breaks, or is null.
 */
export function usePasswordPolicy(): { policy: PasswordPolicy; problem: (password: string) => string | null } {
  const policy = passwordPolicyOf(usePublicSettings());
  return { policy, problem: (password) => passwordProblemText(policy, password) };
}

// --- Reading without the SDK ----------------------------------------------------------------

type RestValue = {
  stringValue?: string;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  nullValue?: null;
  timestampValue?: string;
};

function plain(fields: Record<string, RestValue> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(fields ?? {})) {
    if (v.stringValue !== undefined) out[key] = v.stringValue;
    else if (v.booleanValue !== undefined) out[key] = v.booleanValue;
    else if (v.integerValue !== undefined) out[key] = Number(v.integerValue);
    else if (v.doubleValue !== undefined) out[key] = v.doubleValue;
    else if (v.timestampValue !== undefined) out[key] = v.timestampValue;
    else out[key] = null;
  }
  return out;
}

/** The REST address of a systemSettings document, or null where no project is configured. */
export function settingsDocumentUrl(name: string): string | null {
  const env = import.meta.env;
  const project = env.VITE_FIREBASE_PROJECT_ID;
  if (!project) return null;
  const path = `/v1/projects/${project}/databases/(default)/documents/systemSettings/${name}`;
  if (env.VITE_USE_EMULATORS === 'true') {
    const host = env.VITE_EMULATOR_HOST || location.hostname;
    return `http://${host}:${env.VITE_FIRESTORE_EMULATOR_PORT || 8080}${path}`;
  }
  const key = env.VITE_FIREBASE_API_KEY;
  return `https://firestore.googleapis.com${path}${key ? `?key=${encodeURIComponent(key)}` : ''}`;
}

/** A public systemSettings document as plain data; {} when it does not exist; null on failure. */
async function fetchSetting(name: string): Promise<Record<string, unknown> | null> {
  const url = settingsDocumentUrl(name);
  if (!url || typeof fetch !== 'function') return null;
  try {
    const response = await fetch(url);
    if (response.status === 404) return {};
    if (!response.ok) return null;
    const body = (await response.json()) as { fields?: Record<string, RestValue> };
    return plain(body.fields);
  } catch {
    return null; // offline: keep the cached copy
  }
}

export async function fetchPublicSettings(): Promise<PublicSettings | null> {
  const data = await fetchSetting('public');
  return data ? parsePublicSettings(data) : null;
}

export async function fetchThemeAssets(): Promise<ThemeAssets | null> {
  const data = await fetchSetting('themeAssets');
  if (!data) return null;
  const file = (f: unknown) => (typeof f === 'string' && f.startsWith('data:image/') ? f : null);
  return { logo: file(data.logo), favicon: file(data.favicon) };
}
