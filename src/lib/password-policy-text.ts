// The password rules as one sentence for the forms that set a password (sign-up, onboarding,
// security settings), in the active language: the translated form of `describePasswordPolicy`.
import { msg, plural } from '@lingui/core/macro';
import { passwordProblem } from '../domain/system-settings/security';
import type { PasswordPolicy } from '../domain/system-settings/security';
import { translateText } from './known-texts';
import { i18n } from './i18n';

/** 'At least 8 characters, with a number and a symbol.' in the active language. */
export function passwordPolicyText(policy: PasswordPolicy): string {
  const min = policy.passwordMinLength;
  if (policy.requireNumbers && policy.requireSymbols) {
    return i18n._(
      msg`${plural(min, { one: 'At least # character, with a number and a symbol.', other: 'At least # characters, with a number and a symbol.' })}`,
    );
  }
  if (policy.requireNumbers) {
    return i18n._(msg`${plural(min, { one: 'At least # character, with a number.', other: 'At least # characters, with a number.' })}`);
  }
  if (policy.requireSymbols) {
    return i18n._(msg`${plural(min, { one: 'At least # character, with a symbol.', other: 'At least # characters, with a symbol.' })}`);
  }
  return i18n._(msg`${plural(min, { one: 'At least # character.', other: 'At least # characters.' })}`);
}

/** The first rule the password breaks, in the active language, or null. */
export function passwordProblemText(policy: PasswordPolicy, password: string): string | null {
  const problem = passwordProblem(policy, password);
  if (problem === null) return null;
  const min = policy.passwordMinLength;
  if (password.length < min) {
    return i18n._(msg`${plural(min, { one: 'Password must be at least # character', other: 'Password must be at least # characters' })}`);
  }
  return translateText(problem);
}
