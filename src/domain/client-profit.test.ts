import { describe, expect, it } from 'vitest';
import { clientProfits } from './client-profit';

describe('client profit', () => {
  it('is the revenue linked to a client minus the expenses linked to it', () => {
    const p = clientProfits(
      [
        { clientId: 'c1', amount: 100 },
        { clientId: 'c1', amount: 50.5 },
        { clientId: '', amount: 999 },
        { clientId: 'c2', amount: 10 },
      ],
      [
        { clientId: 'c1', amount: 20.25 },
        { clientId: 'c2', amount: 30 },
      ],
    );
    expect(p.get('c1')).toEqual({ revenue: 150.5, expenses: 20.25, profit: 130.25, revenueCount: 2, expenseCount: 1 });
    expect(p.get('c2')?.profit).toBe(-20);
    expect(p.has('')).toBe(false);
  });
});
