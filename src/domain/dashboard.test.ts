import { describe, expect, it } from 'vitest';
import { aggregationReads, computeFigures, documentQueryReads, monthRange } from './dashboard';

describe('dashboard figures', () => {
  it('this month counts records whose business date is in the current local month', () => {
    const now = new Date(2026, 10, 22);
    const rev = (amount: number, date: string) => ({ id: date, amount, date, source: 's', description: '', type: 'service', clientId: '' });
    const f = computeFigures({ clients: [], expenses: [], salaries: [], revenues: [rev(10, '2026-11-01'), rev(5, '2026-10-31'), rev(0.1, '2026-11-30')] }, now);
    expect(f.revenue).toEqual({ total: 15.1, thisMonth: 10.1 });
    expect(f.netProfit).toBe(15.1);
  });

  it('a month range covers the first to the last possible day as text', () => {
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-31' });
  });

  it('reads are billed per 1,000 index entries for aggregations, per document otherwise, at least one', () => {
    expect([0, 1, 1000, 1001, 2500].map(aggregationReads)).toEqual([1, 1, 1, 2, 3]);
    expect([0, 3].map(documentQueryReads)).toEqual([1, 3]);
  });
});
