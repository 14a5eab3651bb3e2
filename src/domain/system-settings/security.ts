// systemSettings/security (docs/product/admin.md#security): sign-in methods, the password rules
// that every place where a password is chosen enforces (sign-up, onboarding after payment,
// change password, admin invitation), and the idle session timeout.
import { numberInRange } from './global';

export const AUTH_METHODS = ['email-password', 'oauth-google', 'oauth-github', 'two-factor'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

export type SecuritySettings = {
  /** Only e-mail and password can be on in this product; the others are listed as not configured. */
  authMethod: 'email-password';
  passwordMinLength: number;
  requireNumbers: boolean;
  requireSymbols: boolean;
  /** Minutes of inactivity after which a user is signed out. */
  sessionTimeout: number;
};

export const SECURITY_DEFAULTS: SecuritySettings = {
  authMethod: 'email-password',
  passwordMinLength: 8,
  requireNumbers: false,
  requireSymbols: false,
  sessionTimeout: 30,
};

export const SECURITY_RANGES = {
  passwordMinLength: { min: 6, max: 32 },
  sessionTimeout: { min: 5, max: 1440 },
} as const;

/** Reads a stored or submitted document: unknown keys are dropped, bad values fall back. */
export function parseSecuritySettings(input: unknown): SecuritySettings {
  const d = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const s = SECURITY_DEFAULTS;
  return {
    authMethod: 'email-password',
    passwordMinLength: numberInRange(d.passwordMinLength, SECURITY_RANGES.passwordMinLength, s.passwordMinLength),
    requireNumbers: typeof d.requireNumbers === 'boolean' ? d.requireNumbers : s.requireNumbers,
    requireSymbols: typeof d.requireSymbols === 'boolean' ? d.requireSymbols : s.requireSymbols,
    sessionTimeout: numberInRange(d.sessionTimeout, SECURITY_RANGES.sessionTimeout, s.sessionTimeout),
  };
}

export type PasswordPolicy = Pick<SecuritySettings, 'passwordMinLength' | 'requireNumbers' | 'requireSymbols'>;

export const PASSWORD_RULE_MESSAGES = {
  tooShort: (min: number) => `Password must be at least ${min} characters`,
  needsNumber: 'Password must contain at least one number',
  needsSymbol: 'Password must contain at least one symbol (for example ! ? # or %)',
} as const;

/** The first rule the password breaks, as a message naming it; null when it meets them all. */
export function passwordProblem(policy: PasswordPolicy, password: string): string | null {
  if (password.length < policy.passwordMinLength) return PASSWORD_RULE_MESSAGES.tooShort(policy.passwordMinLength);
  if (policy.requireNumbers && !/[0-9]/.test(password)) return PASSWORD_RULE_MESSAGES.needsNumber;
  if (policy.requireSymbols && !/[^A-Za-z0-9\s]/.test(password)) return PASSWORD_RULE_MESSAGES.needsSymbol;
  return null;
}
