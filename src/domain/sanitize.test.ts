import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  TEXT_LIMIT,
  cleanAmount,
  cleanCategoryName,
  cleanDate,
  cleanEmail,
  cleanEnum,
  cleanProgress,
  cleanText,
  sameName,
  toNumber,
} from './sanitize';
import { CLIENT_STATUSES } from './types';

describe('cleanText', () => {
  it('trims and cuts text to 500 characters', () => {
    expect(TEXT_LIMIT).toBe(500);
    expect(cleanText('  Acme Ltd  ')).toBe('Acme Ltd');
    expect(cleanText('x'.repeat(600))).toHaveLength(500);
    expect(cleanText(`  ${'y'.repeat(500)}  `)).toBe('y'.repeat(500));
  });

  it('never leaves half an emoji at the cut', () => {
    const s = `${'a'.repeat(499)}😀tail`;
    const out = cleanText(s);
    expect(out).toBe('a'.repeat(499));
    expect(out.length).toBeLessThanOrEqual(500);
  });

  it('turns numbers and booleans into text and anything else into an empty string', () => {
    expect(cleanText(42)).toBe('42');
    expect(cleanText(true)).toBe('true');
    expect(cleanText(NaN)).toBe('');
    expect(cleanText(null)).toBe('');
    expect(cleanText(undefined)).toBe('');
    expect(cleanText({ a: 1 })).toBe('');
    expect(cleanText(['a'])).toBe('');
  });
});

describe('cleanEmail', () => {
  it('trims and lower-cases a valid address', () => {
    expect(cleanEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  });

  it('stores anything that does not look like an address as empty', () => {
    expect(cleanEmail('ann@example')).toBe('');
    expect(cleanEmail('ann example@x.com')).toBe('');
    expect(cleanEmail('')).toBe('');
    expect(cleanEmail(7)).toBe('');
    expect(EMAIL_PATTERN.test('a@b.co')).toBe(true);
  });
});

describe('cleanAmount', () => {
  it('parses numbers and numeric strings and rounds to cents', () => {
    expect(cleanAmount(12.345)).toBe(12.35);
    expect(cleanAmount(1.005)).toBe(1.01);
    expect(cleanAmount('19.99')).toBe(19.99);
    expect(cleanAmount(' 1,234.5 ')).toBe(1234.5);
    expect(cleanAmount('$80')).toBe(80);
    expect(cleanAmount('1e3')).toBe(1000);
  });

  it('turns non-numbers, infinities and negatives into 0', () => {
    expect(cleanAmount('abc')).toBe(0);
    expect(cleanAmount('12abc')).toBe(0);
    expect(cleanAmount('')).toBe(0);
    expect(cleanAmount(null)).toBe(0);
    expect(cleanAmount(NaN)).toBe(0);
    expect(cleanAmount(Infinity)).toBe(0);
    expect(cleanAmount(-5)).toBe(0);
    expect(cleanAmount('-5')).toBe(0);
    expect(cleanAmount(0.001)).toBe(0);
    expect(toNumber('1e400')).toBeNull();
  });
});

describe('cleanProgress', () => {
  it('clamps to a whole number from 0 to 100', () => {
    expect(cleanProgress(55.6)).toBe(56);
    expect(cleanProgress('40')).toBe(40);
    expect(cleanProgress(150)).toBe(100);
    expect(cleanProgress(-3)).toBe(0);
  });

  it('turns non-numbers into 0', () => {
    expect(cleanProgress('lots')).toBe(0);
    expect(cleanProgress(undefined)).toBe(0);
    expect(cleanProgress(NaN)).toBe(0);
  });
});

describe('cleanDate', () => {
  it('returns a valid yyyy-mm-dd date unchanged, never shifted a day', () => {
    expect(cleanDate('2024-03-10')).toBe('2024-03-10');
    expect(cleanDate(' 2024-03-10 ')).toBe('2024-03-10');
  });

  it('returns an empty string for anything else', () => {
    expect(cleanDate('2024-02-30')).toBe('');
    expect(cleanDate('03/10/2024')).toBe('');
    expect(cleanDate(new Date(2024, 2, 10))).toBe('');
    expect(cleanDate(undefined)).toBe('');
  });
});

describe('cleanEnum', () => {
  it('keeps an allowed value, matching case-insensitively', () => {
    expect(cleanEnum('inactive', CLIENT_STATUSES, 'active')).toBe('inactive');
    expect(cleanEnum(' Former ', CLIENT_STATUSES, 'active')).toBe('former');
  });

  it('falls back for anything else', () => {
    expect(cleanEnum('gone', CLIENT_STATUSES, 'active')).toBe('active');
    expect(cleanEnum(3, CLIENT_STATUSES, 'active')).toBe('active');
  });
});

describe('cleanCategoryName', () => {
  it('trims, cuts to 500 characters and gives an empty string for a blank name', () => {
    expect(cleanCategoryName('  Rent ')).toBe('Rent');
    expect(cleanCategoryName('   ')).toBe('');
    expect(cleanCategoryName('z'.repeat(501))).toHaveLength(500);
  });

  it('compares names ignoring case and surrounding spaces', () => {
    expect(sameName(' Office', 'office ')).toBe(true);
    expect(sameName('Office', 'Offices')).toBe(false);
  });
});
