import { describe, expect, it } from 'vitest';
import { chooseOpenAccount } from './open-account';

describe('the account the app opens', () => {
  it('is the one used last while the person still belongs to it', () => {
    expect(chooseOpenAccount('u1', { u1: 'owner', team: 'member' }, 'team')).toBe('team');
  });
  it('is their own once they no longer belong to the one used last', () => {
    expect(chooseOpenAccount('u1', { u1: 'owner' }, 'team')).toBe('u1');
  });
  it('is their own when nothing was used last', () => {
    expect(chooseOpenAccount('u1', { team: 'viewer', u1: 'owner' }, null)).toBe('u1');
  });
  it('is the first they belong to when they have no account of their own', () => {
    expect(chooseOpenAccount('u1', { zeta: 'viewer', alpha: 'member' }, null)).toBe('alpha');
  });
  it('is the remembered one, else their own, before the user document has arrived', () => {
    expect(chooseOpenAccount('u1', undefined, 'team')).toBe('team');
    expect(chooseOpenAccount('u1', undefined, null)).toBe('u1');
  });
});
