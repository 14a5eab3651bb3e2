import { describe, expect, it } from 'vitest';
import { GLOBAL_DEFAULTS } from './global';
import { PUBLIC_DEFAULTS, buildPublicSettings, describePasswordPolicy, effectiveSessionTimeout, parsePublicSettings } from './public';
import { SECURITY_DEFAULTS } from './security';
import { THEME_DEFAULTS, themeAssetProblem, themeDataUrlProblem } from './theme';
import { globalSettingsProblem, securitySettingsProblem, themeSettingsProblem } from './validate';

describe('public settings summary', () => {
  it('the shorter of the two session timeouts wins', () => {
    expect(effectiveSessionTimeout({ sessionTimeout: 480 }, { sessionTimeout: 30 })).toBe(30);
    expect(effectiveSessionTimeout({ sessionTimeout: 15 }, { sessionTimeout: 60 })).toBe(15);
    expect(PUBLIC_DEFAULTS.sessionTimeout).toBe(30);
  });

  it('has no default mode until the owner saved a theme', () => {
    expect(buildPublicSettings(null, GLOBAL_DEFAULTS, SECURITY_DEFAULTS).themeMode).toBeNull();
    expect(buildPublicSettings({ ...THEME_DEFAULTS, themeMode: 'light' }, GLOBAL_DEFAULTS, SECURITY_DEFAULTS).themeMode).toBe('light');
  });

  it('a malformed stored summary falls back field by field', () => {
    const parsed = parsePublicSettings({
      primaryColor: 'pink',
      uiStyle: 'sharp',
      themeMode: 'dim',
      sessionTimeout: 99999,
      maintenanceMode: 'yes',
      passwordMinLength: 12,
    });
    expect(parsed).toMatchObject({
      primaryColor: 'blue',
      uiStyle: 'sharp',
      themeMode: null,
      sessionTimeout: 30,
      maintenanceMode: false,
      passwordMinLength: 12,
    });
    expect(parsePublicSettings(null)).toEqual(PUBLIC_DEFAULTS);
  });

  it('describes the password rules in one line', () => {
    expect(describePasswordPolicy({ passwordMinLength: 8, requireNumbers: false, requireSymbols: false })).toBe('At least 8 characters.');
    expect(describePasswordPolicy({ passwordMinLength: 12, requireNumbers: true, requireSymbols: true })).toBe(
      'At least 12 characters, with a number and a symbol.',
    );
  });
});

describe('strict checks of the owner forms', () => {
  it('accepts the defaults', () => {
    expect(globalSettingsProblem({ ...GLOBAL_DEFAULTS })).toBeNull();
    expect(securitySettingsProblem({ ...SECURITY_DEFAULTS })).toBeNull();
    expect(themeSettingsProblem({ primaryColor: 'red', uiStyle: 'sharp', themeMode: 'light' })).toBeNull();
  });

  it.each([
    [{ maxUsersPerAccount: 0 }, 'Max users per account must be a whole number from 1 to 10000.'],
    [{ sessionTimeout: 14 }, 'Session timeout must be a whole number of minutes from 15 to 1440.'],
    [{ dataRetentionDays: 3651 }, 'Data retention must be a whole number of days from 30 to 3650.'],
    [{ sessionTimeout: 20.5 }, 'Session timeout must be a whole number of minutes from 15 to 1440.'],
    [{ defaultCurrency: 'BTC' }, 'Default currency: choose one of the listed options.'],
    [{ supportEmail: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ maintenanceMessage: '  ' }, 'Please enter a maintenance message.'],
    [{ supportPhone: 'call me' }, 'The support phone may contain only digits, spaces and + ( ) - . /'],
    [{ colour: 'red' }, 'Unknown setting: colour'],
  ])('global settings with %o are refused', (change, message) => {
    expect(globalSettingsProblem({ ...GLOBAL_DEFAULTS, ...change })).toBe(message);
  });

  it.each([
    [{ passwordMinLength: 5 }, 'Minimum password length must be a whole number from 6 to 32.'],
    [{ passwordMinLength: 33 }, 'Minimum password length must be a whole number from 6 to 32.'],
    [{ sessionTimeout: 4 }, 'Session timeout must be a whole number of minutes from 5 to 1440.'],
    [{ authMethod: 'oauth-google' }, 'Only email and password sign-in can be enabled.'],
  ])('security settings with %o are refused', (change, message) => {
    expect(securitySettingsProblem({ ...SECURITY_DEFAULTS, ...change })).toBe(message);
  });
});

describe('logo and favicon files', () => {
  it('checks type and size of a chosen file', () => {
    expect(themeAssetProblem('logo', { name: 'a.PNG', type: 'image/png', size: 1000 })).toBeNull();
    expect(themeAssetProblem('logo', { name: 'a.ico', type: 'image/x-icon', size: 1000 })).toBe('The logo must be a PNG, JPG or JPEG file.');
    expect(themeAssetProblem('favicon', { name: 'f.ico', type: '', size: 1000 })).toBeNull();
    expect(themeAssetProblem('favicon', { name: 'f.png', type: 'image/png', size: 100 * 1024 + 1 })).toBe('The favicon must be 100 KB or smaller.');
  });

  it('checks a data URL before it is stored', () => {
    expect(themeDataUrlProblem('logo', 'data:image/jpeg;base64,AAAA')).toBeNull();
    expect(themeDataUrlProblem('logo', 'data:image/svg+xml;base64,AAAA')).toBe('The logo must be a PNG, JPG or JPEG file.');
    expect(themeDataUrlProblem('favicon', 'data:image/x-icon;base64,AAAA')).toBeNull();
    expect(themeDataUrlProblem('favicon', `data:image/png;base64,${'A'.repeat(140_001)}`)).toBe('The favicon must be 100 KB or smaller.');
    expect(themeDataUrlProblem('logo', 'javascript:alert(1)')).toBe('The logo must be a PNG, JPG or JPEG file.');
  });
});
