import { describe, expect, it, vi } from 'vitest';
import { inMonth, initialsOf, matchesOption, matchesSearch, roundedAverage, sortBy, sumInMonth, sumOf, totalsBy, visibleAndRest } from './figures';

describe('figures', () => {
  it('search is a case-insensitive substring over any field and an empty query matches all', () => {
    expect(matchesSearch('ACME', ['Jane', 'jane@x.com', 'Acme Ltd'])).toBe(true);
    expect(matchesSearch('  jan ', ['Jane'])).toBe(true);
    expect(matchesSearch('bob', ['Jane', undefined])).toBe(false);
    expect(matchesSearch('', ['x'])).toBe(true);
  });

  it('the month filter matches dates starting with YYYY-MM and an empty month matches all', () => {
    expect(inMonth('2024-03-10', '2024-03')).toBe(true);
    expect(inMonth('2024-04-10', '2024-03')).toBe(false);
    expect(inMonth('2024-04-10', '')).toBe(true);
  });

  it('option filters accept all or an exact value', () => {
    expect(matchesOption('active', 'all')).toBe(true);
    expect(matchesOption('active', 'active')).toBe(true);
    expect(matchesOption('former', 'active')).toBe(false);
  });

  it('sums keep whole cents and averages round to whole numbers, 0 when empty', () => {
    const items = [{ a: 0.1 }, { a: 0.2 }, { a: 100.5 }];
    expect(sumOf(items, (i) => i.a)).toBe(100.8);
    expect(roundedAverage(items, (i) => i.a)).toBe(34);
    expect(roundedAverage([], () => 1)).toBe(0);
  });

  it('this-month sums only the records of that month', () => {
    const items = [
      { d: '2024-03-01', a: 10 },
      { d: '2024-03-31', a: 5 },
      { d: '2024-04-01', a: 7 },
    ];
    expect(
      sumInMonth(
        items,
        (i) => i.d,
        (i) => i.a,
        '2024-03',
      ),
    ).toBe(15);
  });

  it('totals by key leave out zero totals and put the biggest first', () => {
    const items = [
      { k: 'office', a: 5 },
      { k: 'travel', a: 20 },
      { k: 'office', a: 10 },
      { k: 'software', a: 0 },
    ];
    expect(
      totalsBy(
        items,
        (i) => i.k,
        (i) => i.a,
      ),
    ).toEqual([
      { label: 'travel', value: 20 },
      { label: 'office', value: 15 },
    ]);
  });

  it('sorts by strings case-insensitively and numbers numerically in both directions', () => {
    const items = [
      { n: 'bob', v: 10 },
      { n: 'Alice', v: 2 },
      { n: 'carl', v: 33 },
    ];
    expect(sortBy(items, (i) => i.n, 'asc').map((i) => i.n)).toEqual(['Alice', 'bob', 'carl']);
    expect(sortBy(items, (i) => i.v, 'desc').map((i) => i.v)).toEqual([33, 10, 2]);
  });

  it('sorts text with digits as numbers, keeps equal keys in order, and builds one collator for every sort', () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    const Collator = vi.spyOn(Intl, 'Collator');
    const rows = [{ n: 'Invoice 10' }, { n: 'invoice 9' }, { n: 'Invoice 9' }, { n: 'Invoice 100' }];
    expect(sortBy(rows, (r) => r.n, 'asc').map((r) => r.n)).toEqual(['invoice 9', 'Invoice 9', 'Invoice 10', 'Invoice 100']);
    expect(sortBy(rows, (r) => r.n, 'desc').map((r) => r.n)).toEqual(['Invoice 100', 'Invoice 10', 'invoice 9', 'Invoice 9']);
    const many = Array.from({ length: 2000 }, (_, i) => ({ n: `Client ${(i * 7919) % 2000}` }));
    expect(sortBy(many, (r) => r.n, 'asc')[1999]?.n).toBe('Client 1999');
    // Not a collator per comparison (what localeCompare with options builds).
    expect(localeCompare).not.toHaveBeenCalled();
    expect(Collator.mock.calls.length).toBeLessThanOrEqual(1);
    localeCompare.mockRestore();
    Collator.mockRestore();
  });

  it('initials come from the first and last names, and only three badges show before +N', () => {
    expect(initialsOf('jane mary doe')).toBe('JD');
    expect(initialsOf('Bob')).toBe('B');
    expect(initialsOf('  ')).toBe('?');
    expect(visibleAndRest([1, 2, 3, 4, 5])).toEqual({ visible: [1, 2, 3], rest: 2 });
    expect(visibleAndRest([1, 2])).toEqual({ visible: [1, 2], rest: 0 });
  });
});
