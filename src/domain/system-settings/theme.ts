// systemSettings/theme (docs/product/admin.md#theme) and systemSettings/themeAssets: the owner's
// brand colour, corner style, default light/dark mode, and the logo and favicon. The small theme
// document is read by every page; the files (data URLs, at most 100 KB each) live in their own
// document so the theme document stays small.

export const PRIMARY_COLORS = ['blue', 'purple', 'green', 'orange', 'red'] as const;
export type PrimaryColor = (typeof PRIMARY_COLORS)[number];
export const UI_STYLES = ['rounded', 'sharp'] as const;
export type UiStyle = (typeof UI_STYLES)[number];
export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

export type ThemeSettings = {
  primaryColor: PrimaryColor;
  uiStyle: UiStyle;
  /** The mode a visitor sees until they pick light or dark themselves. */
  themeMode: ThemeMode;
  /** Changes whenever the logo or favicon changes; '' when neither was ever uploaded. */
  assetsVersion: string;
};

export const THEME_DEFAULTS: ThemeSettings = { primaryColor: 'blue', uiStyle: 'rounded', themeMode: 'dark', assetsVersion: '' };

export const THEME_MESSAGES = {
  saved: 'Theme settings saved and applied successfully!',
  saveFailed: 'Failed to save theme settings. Please try again.',
  loadFailed: 'Failed to load theme settings',
} as const;

const pick = <T extends string>(list: readonly T[], v: unknown, fallback: T): T =>
  typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : fallback;

export function parseThemeSettings(input: unknown): ThemeSettings {
  const d = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const t = THEME_DEFAULTS;
  return {
    primaryColor: pick(PRIMARY_COLORS, d.primaryColor, t.primaryColor),
    uiStyle: pick(UI_STYLES, d.uiStyle, t.uiStyle),
    themeMode: pick(THEME_MODES, d.themeMode, t.themeMode),
    assetsVersion: typeof d.assetsVersion === 'string' ? d.assetsVersion.slice(0, 40) : t.assetsVersion,
  };
}

// --- Logo and favicon ---------------------------------------------------------------------

export type ThemeAssetKind = 'logo' | 'favicon';

/** 100 KB per file; as base64 in a data URL that is about 137 KB of text. */
export const THEME_ASSET_MAX_BYTES = 100 * 1024;
export const THEME_ASSET_MAX_DATA_URL = 140_000;

export const THEME_ASSET_TYPES: Record<ThemeAssetKind, { mimes: readonly string[]; extensions: readonly string[]; label: string }> = {
  logo: { mimes: ['image/png', 'image/jpeg'], extensions: ['png', 'jpg', 'jpeg'], label: 'PNG, JPG or JPEG' },
  favicon: { mimes: ['image/x-icon', 'image/vnd.microsoft.icon', 'image/png'], extensions: ['ico', 'png'], label: 'ICO or PNG' },
};

export type ThemeAssets = { logo: string | null; favicon: string | null };

/** Why a chosen file cannot be used as the logo or favicon, or null. */
export function themeAssetProblem(kind: ThemeAssetKind, file: { name: string; type: string; size: number }): string | null {
  const rule = THEME_ASSET_TYPES[kind];
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  const what = kind === 'logo' ? 'The logo' : 'The favicon';
  if (!rule.extensions.includes(ext) || (file.type !== '' && !rule.mimes.includes(file.type))) {
    return `${what} must be a ${rule.label} file.`;
  }
  if (file.size > THEME_ASSET_MAX_BYTES) return `${what} must be 100 KB or smaller.`;
  if (file.size === 0) return `${what} file is empty.`;
  return null;
}

const DATA_URL = /^data:(image\/(?:png|jpeg|x-icon|vnd\.microsoft\.icon));base64,[A-Za-z0-9+/]+=*$/;

/** Why a data URL cannot be stored as this asset (type and size), or null. */
export function themeDataUrlProblem(kind: ThemeAssetKind, dataUrl: string): string | null {
  const match = DATA_URL.exec(dataUrl);
  const what = kind === 'logo' ? 'The logo' : 'The favicon';
  if (!match || !THEME_ASSET_TYPES[kind].mimes.includes(match[1] ?? '')) return `${what} must be a ${THEME_ASSET_TYPES[kind].label} file.`;
  if (dataUrl.length > THEME_ASSET_MAX_DATA_URL) return `${what} must be 100 KB or smaller.`;
  return null;
}
