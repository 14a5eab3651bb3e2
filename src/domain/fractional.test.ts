import { describe, expect, it } from 'vitest';
import { FIRST_KEY, isValidKey, keyAt, keyBetween, keysBetween } from './fractional';

function expectSorted(keys: readonly string[]) {
  for (let i = 1; i < keys.length; i++) expect(keys[i - 1]! < keys[i]!, `${keys[i - 1]} < ${keys[i]}`).toBe(true);
}

describe('keyBetween', () => {
  it('starts an empty list at a0 and appends or prepends by whole steps', () => {
    expect(keyBetween(null, null)).toBe(FIRST_KEY);
    expect(keyBetween('a0', null)).toBe('a1');
    expect(keyBetween(null, 'a0')).toBe('Zz');
    expect(keyBetween('az', null)).toBe('b00');
    expect(keyBetween(null, 'b00')).toBe('az');
  });

  it('finds a key strictly between two keys, with a fraction when the integers are adjacent', () => {
    expect(keyBetween('a0', 'a2')).toBe('a1');
    expect(keyBetween('a0', 'a1')).toBe('a0V');
    expect(keyBetween('a0V', 'a1')).toBe('a0l');
    expect(keyBetween('a0', 'a0V')).toBe('a0G');
    for (const [a, b] of [
      ['a0', 'a0V'],
      ['a1', 'a10V'],
      ['Zz', 'a0'],
      ['a0zzz', 'a1'],
      ['a0001', 'a0002'],
    ] as const) {
      const key = keyBetween(a, b);
      expect(a < key && key < b, `${a} < ${key} < ${b}`).toBe(true);
      expect(isValidKey(key)).toBe(true);
    }
  });

  it('refuses keys out of order, equal keys and strings it could not have made', () => {
    expect(() => keyBetween('a1', 'a0')).toThrow();
    expect(() => keyBetween('a1', 'a1')).toThrow();
    expect(() => keyBetween('', null)).toThrow();
    expect(() => keyBetween('a10', null)).toThrow(); // a fraction never ends in 0
    expect(() => keyBetween(null, 'b1')).toThrow(); // 'b' announces two digits
  });

  it('keeps 1,000 appends at the back in order and short', () => {
    const keys = [keyBetween(null, null)];
    for (let i = 0; i < 1000; i++) keys.push(keyBetween(keys[keys.length - 1]!, null));
    expectSorted(keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Math.max(...keys.map((k) => k.length))).toBeLessThanOrEqual(3);
  });

  it('keeps 1,000 inserts at the front in order and short', () => {
    const keys = [keyBetween(null, null)];
    for (let i = 0; i < 1000; i++) keys.unshift(keyBetween(null, keys[0]!));
    expectSorted(keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Math.max(...keys.map((k) => k.length))).toBeLessThanOrEqual(3);
  });

  it('keeps 1,000 inserts at one place in the middle in order, growing by about a character per five', () => {
    for (const side of ['after the first', 'before the last'] as const) {
      const keys = keysBetween(null, null, 2);
      for (let i = 0; i < 1000; i++) {
        const at = side === 'after the first' ? 1 : keys.length - 1;
        keys.splice(at, 0, keyBetween(keys[at - 1]!, keys[at]!));
      }
      expectSorted(keys);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.every(isValidKey)).toBe(true);
      expect(Math.max(...keys.map((k) => k.length))).toBeLessThan(250);
    }
  });

  it('keeps random inserts in order against a reference list', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const keys: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const at = Math.floor(random() * (keys.length + 1));
      keys.splice(at, 0, keyBetween(keys[at - 1] ?? null, keys[at] ?? null));
    }
    expectSorted(keys);
    expect(Math.max(...keys.map((k) => k.length))).toBeLessThan(20);
  });
});

describe('keysBetween', () => {
  it('gives n ordered keys inside the bounds', () => {
    for (const [a, b] of [
      [null, null],
      ['a0', null],
      [null, 'a0'],
      ['a0', 'a1'],
    ] as const) {
      const keys = keysBetween(a, b, 25);
      expect(keys).toHaveLength(25);
      expectSorted([...(a ? [a] : []), ...keys, ...(b ? [b] : [])]);
    }
  });

  it('gives nothing for no keys and keyBetween for one', () => {
    expect(keysBetween('a0', 'a1', 0)).toEqual([]);
    expect(keysBetween('a0', 'a1', 1)).toEqual([keyBetween('a0', 'a1')]);
  });

  it('spreads many keys between two neighbours so none is long', () => {
    const keys = keysBetween('a0', 'a1', 1000);
    expectSorted(['a0', ...keys, 'a1']);
    expect(Math.max(...keys.map((k) => k.length))).toBeLessThanOrEqual(5);
  });
});

describe('keyAt', () => {
  const column = [{ position: 'a0' }, { position: 'a1' }, { position: 'a2' }];

  it('puts a dropped item between its neighbours, or at either end', () => {
    expect(keyAt(column, 0) < 'a0').toBe(true);
    const middle = keyAt(column, 2);
    expect('a1' < middle && middle < 'a2').toBe(true);
    expect(keyAt(column, 3) > 'a2').toBe(true);
    expect(keyAt(column, 99) > 'a2').toBe(true);
    expect(keyAt([], 0)).toBe(FIRST_KEY);
  });

  it('still gives a valid key after the item before when stored keys are blank, broken or equal', () => {
    expect(isValidKey(keyAt([{ position: '' }, { position: 'junk!' }], 1))).toBe(true);
    const key = keyAt([{ position: 'a0' }, { position: 'a0' }], 1);
    expect(key > 'a0').toBe(true);
  });
});

describe('isValidKey', () => {
  it('accepts made keys and refuses anything else', () => {
    expect(['a0', 'a0V', 'Zz', 'b00', 'zzzzzzzzzzzzzzzzzzzzzzzzzzzz'].map(isValidKey)).toEqual([true, true, true, true, true]);
    expect(['', 'a', 'a0 ', 'a00', '0a', 'b0', 'A' + '0'.repeat(26), 5, null].map(isValidKey)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
