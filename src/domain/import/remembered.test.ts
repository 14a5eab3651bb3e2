import { describe, expect, it } from 'vitest';
import { canRemember, headerSignature, isHeaderSignature, parseRemembered, REMEMBERED_MAX_COLUMNS, sameMapping } from './remembered';

describe('headerSignature', () => {
  it('is 16 hex digits, a document id as it is, and the same for the same header row', () => {
    const s = headerSignature(['First Name', 'Last Name', 'E-mail Address']);
    expect(s).toMatch(/^[0-9a-f]{16}$/);
    expect(isHeaderSignature(s)).toBe(true);
    expect(headerSignature(['First Name', 'Last Name', 'E-mail Address'])).toBe(s);
  });

  it('is FNV-1a 64 of the count and the header keys', () => {
    // FNV-1a 64 of "1\0a" (computed with BigInt arithmetic).
    expect(headerSignature(['a'])).toBe('460c081818a77e6f');
    expect(headerSignature(['A '])).toBe('460c081818a77e6f');
  });

  it('ignores case, accents, spacing and punctuation, as the mapping does', () => {
    expect(headerSignature(['first_name', 'E-MAIL', 'Téléphone'])).toBe(headerSignature(['First Name', 'email', 'telephone']));
  });

  it('differs with another column, one column less, another order or an empty header moved', () => {
    const base = headerSignature(['Name', 'Email', 'Phone']);
    const others = [
      headerSignature(['Name', 'Email', 'Mobile']),
      headerSignature(['Name', 'Email']),
      headerSignature(['Name', 'Email', 'Phone', '']),
      headerSignature(['Email', 'Name', 'Phone']),
      headerSignature(['Name', '', 'EmailPhone']),
    ];
    for (const o of others) expect(o).not.toBe(base);
    expect(new Set(others).size).toBe(others.length);
  });

  it('isHeaderSignature refuses other forms', () => {
    for (const s of ['', 'abc', '460C081818A77E6F', '460c081818a77e6f0', '../x/460c081818a7']) expect(isHeaderSignature(s)).toBe(false);
  });
});

describe('parseRemembered', () => {
  const headers = ['Name', 'Mail', 'Joined'];
  it('reads a stored mapping for the headers', () => {
    expect(parseRemembered({ kind: 'clients', fields: ['name', 'email', 'dateAdded'], dateOrder: 'dmy', updatedAt: new Date() }, headers)).toEqual({
      kind: 'clients',
      fields: ['name', 'email', 'dateAdded'],
      dateOrder: 'dmy',
    });
    expect(parseRemembered({ kind: 'clients', fields: ['name', '', ''], dateOrder: null }, headers)?.dateOrder).toBeNull();
  });

  it('refuses what is not one: none, another column count, a field of another kind, odd values', () => {
    expect(parseRemembered(null, headers)).toBeNull();
    expect(parseRemembered({ kind: 'clients', fields: ['name', 'email'], dateOrder: null }, headers)).toBeNull();
    expect(parseRemembered({ kind: 'employees', fields: ['name', 'email', 'value'], dateOrder: null }, headers)).toBeNull();
    expect(parseRemembered({ kind: 'tasks', fields: ['name', 'email', ''], dateOrder: null }, headers)).toBeNull();
    expect(parseRemembered({ kind: 'clients', fields: ['name', 3, ''], dateOrder: null }, headers)).toBeNull();
    expect(parseRemembered({ kind: 'clients', fields: ['name', '', ''], dateOrder: 'ymd' }, headers)).toBeNull();
  });
});

describe('canRemember and sameMapping', () => {
  it('remembers a mapping with a field, within the column cap', () => {
    expect(canRemember({ kind: 'clients', fields: ['name', ''], dateOrder: null })).toBe(true);
    expect(canRemember({ kind: 'clients', fields: ['', ''], dateOrder: null })).toBe(false);
    expect(canRemember({ kind: 'clients', fields: Array.from({ length: REMEMBERED_MAX_COLUMNS + 1 }, () => 'name'), dateOrder: null })).toBe(false);
  });

  it('compares kind, fields and date order', () => {
    const a = { kind: 'clients' as const, fields: ['name', 'email'], dateOrder: null };
    expect(sameMapping(a, { ...a, fields: ['name', 'email'] })).toBe(true);
    expect(sameMapping(a, { ...a, fields: ['name', ''] })).toBe(false);
    expect(sameMapping(a, { ...a, dateOrder: 'dmy' })).toBe(false);
    expect(sameMapping(a, { ...a, kind: 'employees' })).toBe(false);
  });
});
