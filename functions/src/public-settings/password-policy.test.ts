import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { requirePasswordPolicy } from './password-policy';

const dbWith = (security: Record<string, unknown> | undefined) => ({ doc: () => ({ get: async () => ({ data: () => security }) }) }) as unknown as Firestore;

describe('the password rules in functions', () => {
  it('refuses a password that breaks the stored rules with invalid-argument naming the rule', async () => {
    const db = dbWith({ passwordMinLength: 10, requireNumbers: true, requireSymbols: false });
    await expect(requirePasswordPolicy(db, 'short1')).rejects.toMatchObject({ code: 'invalid-argument', message: 'Password must be at least 10 characters' });
    await expect(requirePasswordPolicy(db, 'longenough-pw')).rejects.toMatchObject({ message: 'Password must contain at least one number' });
    await expect(requirePasswordPolicy(db, 'longenough-pw1')).resolves.toBe('longenough-pw1');
  });

  it('uses the seed defaults (8 characters) when the owner never saved security settings', async () => {
    await expect(requirePasswordPolicy(dbWith(undefined), 'seven77')).rejects.toMatchObject({ message: 'Password must be at least 8 characters' });
    await expect(requirePasswordPolicy(dbWith(undefined), 12345678)).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});
