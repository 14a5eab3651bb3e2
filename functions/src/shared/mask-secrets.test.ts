import { describe, expect, it } from 'vitest';
import { HIDDEN, maskSecrets } from './mask-secrets';

describe('maskSecrets', () => {
  it('keeps a link address but hides its query and fragment', () => {
    const text = 'Set your password: https://crm.example.com/auth/action?mode=resetPassword&oobCode=Ab12Cd34Ef56Gh78Ij90KlMn.';
    expect(maskSecrets(text)).toBe(`Set your password: https://crm.example.com/auth/action?${HIDDEN}.`);
  });

  it('hides a fragment and a token in a link path', () => {
    expect(maskSecrets('Open http://127.0.0.1:5000/invite/a1B2c3D4e5F6g7H8i9J0k1L2#x now')).toBe(`Open http://127.0.0.1:5000/invite/${HIDDEN}?${HIDDEN} now`);
  });

  it('hides a code written out on its own, but not ordinary long words or addresses', () => {
    expect(maskSecrets('Your code: 9f8e7d6c5b4a39281726354a.')).toBe(`Your code: ${HIDDEN}.`);
    expect(maskSecrets('Donaudampfschifffahrtsgesellschaft wrote to pat.lee@example.com')).toBe(
      'Donaudampfschifffahrtsgesellschaft wrote to pat.lee@example.com',
    );
  });

  it('leaves a link without a query as it is', () => {
    expect(maskSecrets('See https://crm.example.com/plans, then sign in.')).toBe('See https://crm.example.com/plans, then sign in.');
  });
});
