// systemSettings/public: the part of the owner's settings that every page needs, signed in or
// not, in one small publicly readable document. Functions rebuild it in the same batch as every
// save of theme, global or security settings (functions/src/public-settings/), so the landing page
// reads one document (without the Firebase SDK) and a signed-in tab keeps one live listener.
// It also carries the browser tuning of systemSettings/database (cacheSizeMb, slowQueryLogging),
// copied by a trigger: the other settings documents are for staff only (docs/decisions/0181).
import { GLOBAL_DEFAULTS, parseGlobalSettings } from './global';
import type { GlobalSettings, Language } from './global';
import { SECURITY_DEFAULTS, parseSecuritySettings } from './security';
import type { PasswordPolicy, SecuritySettings } from './security';
import { PRIMARY_COLORS, THEME_DEFAULTS, THEME_MODES, UI_STYLES, parseThemeSettings } from './theme';
import type { PrimaryColor, ThemeMode, ThemeSettings, UiStyle } from './theme';

export type PublicSettings = {
  primaryColor: PrimaryColor;
  uiStyle: UiStyle;
  /** The owner's default light/dark mode; null until the owner saved the theme page. */
  themeMode: ThemeMode | null;
  assetsVersion: string;
  /** The owner's default interface language (Global settings). */
  defaultLanguage: Language;
  /** The owner's default time zone (Global settings), for reminders of users who set none. */
  defaultTimezone: string;
  registrationEnabled: boolean;
  maintenanceMode: boolean;
  maintenanceMessage: string;
  supportEmail: string;
  supportPhone: string;
  passwordMinLength: number;
  requireNumbers: boolean;
  requireSymbols: boolean;
  /** Minutes of inactivity before a sign-out: the shorter of the global and security timeouts. */
  sessionTimeout: number;
};

/** The Global and Security timeouts combine: the shorter one wins. */
export function effectiveSessionTimeout(global: Pick<GlobalSettings, 'sessionTimeout'>, security: Pick<SecuritySettings, 'sessionTimeout'>): number {
  return Math.min(global.sessionTimeout, security.sessionTimeout);
}

export const SESSION_TIMEOUT_NOTE = 'Users are signed out after the shorter of the two session timeouts (Global settings and Security settings).';

export function buildPublicSettings(theme: ThemeSettings | null, global: GlobalSettings, security: SecuritySettings): PublicSettings {
  const t = theme ?? THEME_DEFAULTS;
  return {
    primaryColor: t.primaryColor,
    uiStyle: t.uiStyle,
    themeMode: theme ? theme.themeMode : null,
    assetsVersion: t.assetsVersion,
    defaultLanguage: global.defaultLanguage,
    defaultTimezone: global.defaultTimezone,
    registrationEnabled: global.registrationEnabled,
    maintenanceMode: global.maintenanceMode,
    maintenanceMessage: global.maintenanceMessage,
    supportEmail: global.supportEmail,
    supportPhone: global.supportPhone,
    passwordMinLength: security.passwordMinLength,
    requireNumbers: security.requireNumbers,
    requireSymbols: security.requireSymbols,
    sessionTimeout: effectiveSessionTimeout(global, security),
  };
}

export const PUBLIC_DEFAULTS: PublicSettings = buildPublicSettings(null, GLOBAL_DEFAULTS, SECURITY_DEFAULTS);

/** Reads a stored (or cached) summary; anything missing or malformed falls back to the defaults. */
export function parsePublicSettings(input: unknown): PublicSettings {
  const d = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const theme = parseThemeSettings(d);
  const global = parseGlobalSettings(d);
  const security = parseSecuritySettings(d);
  const timeout =
    typeof d.sessionTimeout === 'number' && d.sessionTimeout >= 5 && d.sessionTimeout <= 1440 ? Math.round(d.sessionTimeout) : PUBLIC_DEFAULTS.sessionTimeout;
  return {
    primaryColor: (PRIMARY_COLORS as readonly string[]).includes(String(d.primaryColor)) ? theme.primaryColor : PUBLIC_DEFAULTS.primaryColor,
    uiStyle: (UI_STYLES as readonly string[]).includes(String(d.uiStyle)) ? theme.uiStyle : PUBLIC_DEFAULTS.uiStyle,
    themeMode: (THEME_MODES as readonly string[]).includes(String(d.themeMode)) ? theme.themeMode : null,
    assetsVersion: theme.assetsVersion,
    defaultLanguage: global.defaultLanguage,
    defaultTimezone: global.defaultTimezone,
    registrationEnabled: global.registrationEnabled,
    maintenanceMode: global.maintenanceMode,
    maintenanceMessage: global.maintenanceMessage,
    supportEmail: global.supportEmail,
    supportPhone: global.supportPhone,
    passwordMinLength: security.passwordMinLength,
    requireNumbers: security.requireNumbers,
    requireSymbols: security.requireSymbols,
    sessionTimeout: timeout,
  };
}

export function passwordPolicyOf(s: Pick<PublicSettings, 'passwordMinLength' | 'requireNumbers' | 'requireSymbols'>): PasswordPolicy {
  return { passwordMinLength: s.passwordMinLength, requireNumbers: s.requireNumbers, requireSymbols: s.requireSymbols };
}

export const REGISTRATION_CLOSED_MESSAGE = 'Registration is currently closed. New accounts cannot be created right now.';

/** The rules in one line for the form: 'At least 8 characters, with a number and a symbol.' */
export function describePasswordPolicy(policy: PasswordPolicy): string {
  const needs = [policy.requireNumbers ? 'a number' : '', policy.requireSymbols ? 'a symbol' : ''].filter(Boolean);
  return `At least ${policy.passwordMinLength} characters${needs.length ? `, with ${needs.join(' and ')}` : ''}.`;
}
