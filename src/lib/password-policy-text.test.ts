import { describe, expect, it } from 'vitest';
import { passwordPolicyText, passwordProblemText } from './password-policy-text';

const policy = (passwordMinLength: number, requireNumbers = false, requireSymbols = false) => ({ passwordMinLength, requireNumbers, requireSymbols });

describe('password rules in words', () => {
  it('say how long a password must be and what it must contain, with the plural the count needs', () => {
    expect(passwordPolicyText(policy(8))).toBe('At least 8 characters.');
    expect(passwordPolicyText(policy(1))).toBe('At least 1 character.');
    expect(passwordPolicyText(policy(10, true))).toBe('At least 10 characters, with a number.');
    expect(passwordPolicyText(policy(10, false, true))).toBe('At least 10 characters, with a symbol.');
    expect(passwordPolicyText(policy(12, true, true))).toBe('At least 12 characters, with a number and a symbol.');
  });

  it('name the first rule a password breaks, or nothing when it keeps them all', () => {
    expect(passwordProblemText(policy(8, true, true), 'short')).toBe('Password must be at least 8 characters');
    expect(passwordProblemText(policy(8, true, true), 'longenough')).toBe('Password must contain at least one number');
    expect(passwordProblemText(policy(8, true, true), 'longenough1')).toBe('Password must contain at least one symbol (for example ! ? # or %)');
    expect(passwordProblemText(policy(8, true, true), 'longenough1!')).toBeNull();
  });
});
