// Fractional index keys: strings that order items (deals on a board) so that moving one item
// writes only that item's key. A key between any two keys always exists, keys compare with plain
// string comparison (`a < b`, the order Firestore sorts strings in), and two keys made by one
// writer never collide.
//
// The scheme is the well-known one of David Greenspan's "Implementing Fractional Indexing" (and
// the `fractional-indexing` package), written out here because it is eighty lines: a key is an
// integer part (a head letter giving its length, then base-62 digits) and an optional fraction
// (base-62 digits, never ending in '0'). Appending at either end increments or decrements the
// integer part, so keys stay short there (1,000 appends: 3 characters); inserting again and again
// at one place halves a gap each time, about one character more per five inserts (1,000 drops
// in one spot: about 200 characters, far below Firestore's 1,500-byte index entry). Should a
// column ever need it, keysBetween(null, null, n) gives it n short keys again.
// Digits: 0-9 A-Z a-z, which is also their ASCII order.

export const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** The key of the first item of an empty list. */
export const FIRST_KEY = 'a0';

/** The smallest integer part ('A' and 26 zeros): no key is made below it. */
const SMALLEST_INTEGER = 'A' + '0'.repeat(26);

const LAST_DIGIT = DIGITS.charAt(DIGITS.length - 1);

function digit(c: string): number {
  return DIGITS.indexOf(c);
}

/** The length of the integer part its head letter announces ('a' -> 2, 'b' -> 3, 'Z' -> 2, 'Y' -> 3), or 0. */
function integerLength(head: string): number {
  if (head >= 'a' && head <= 'z') return head.charCodeAt(0) - 'a'.charCodeAt(0) + 2;
  if (head >= 'A' && head <= 'Z') return 'Z'.charCodeAt(0) - head.charCodeAt(0) + 2;
  return 0;
}

/** True for a string this module could have made (so a stored value may be passed to keyBetween). */
export function isValidKey(key: unknown): key is string {
  if (typeof key !== 'string' || key === '') return false;
  const length = integerLength(key.charAt(0));
  if (length === 0 || key.length < length) return false;
  if ([...key.slice(1)].some((c) => digit(c) < 0)) return false;
  if (key.slice(0, length) === SMALLEST_INTEGER) return false;
  return !(key.length > length && key.endsWith('0'));
}

function split(key: string): { integer: string; fraction: string } {
  const length = integerLength(key.charAt(0));
  return { integer: key.slice(0, length), fraction: key.slice(length) };
}

/** A fraction strictly between fractions a and b (b null: above a); neither ends in '0'. */
function midpoint(a: string, b: string | null): string {
  if (b !== null) {
    let n = 0;
    while ((a.charAt(n) || '0') === b.charAt(n)) n++;
    if (n > 0) return b.slice(0, n) + midpoint(a.slice(n), b.slice(n));
  }
  const low = a === '' ? 0 : digit(a.charAt(0));
  const high = b === null ? DIGITS.length : digit(b.charAt(0));
  if (high - low > 1) return DIGITS.charAt(Math.round((low + high) / 2));
  // Adjacent first digits: take b's first digit alone when b goes on, else keep a's and go deeper.
  if (b !== null && b.length > 1) return b.slice(0, 1);
  return DIGITS.charAt(low) + midpoint(a.slice(1), null);
}

/** The next integer part, or null past the largest ('z' and 26 'z' digits). */
function increment(integer: string): string | null {
  const head = integer.charAt(0);
  const digits = [...integer.slice(1)];
  for (let i = digits.length - 1; i >= 0; i--) {
    const d = digit(digits[i] ?? '0') + 1;
    if (d < DIGITS.length) {
      digits[i] = DIGITS.charAt(d);
      return head + digits.join('');
    }
    digits[i] = '0';
  }
  if (head === 'Z') return FIRST_KEY;
  if (head === 'z') return null;
  const next = String.fromCharCode(head.charCodeAt(0) + 1);
  if (next > 'a') digits.push('0');
  else digits.pop();
  return next + digits.join('');
}

/** The previous integer part, or null below the smallest. */
function decrement(integer: string): string | null {
  const head = integer.charAt(0);
  const digits = [...integer.slice(1)];
  for (let i = digits.length - 1; i >= 0; i--) {
    const d = digit(digits[i] ?? '0') - 1;
    if (d >= 0) {
      digits[i] = DIGITS.charAt(d);
      return head + digits.join('');
    }
    digits[i] = LAST_DIGIT;
  }
  if (head === 'a') return 'Z' + LAST_DIGIT;
  if (head === 'A') return null;
  const previous = String.fromCharCode(head.charCodeAt(0) - 1);
  if (previous < 'Z') digits.push(LAST_DIGIT);
  else digits.pop();
  return previous + digits.join('');
}

function check(key: string | null): void {
  if (key !== null && !isValidKey(key)) throw new Error(`keyBetween: not a fractional index key: ${JSON.stringify(key)}`);
}

/**
 * A key after `a` and before `b` (null: no bound on that side; both null: FIRST_KEY). Throws when
 * a key is not valid (isValidKey) or a >= b: callers pass keys from a sorted list.
 */
export function keyBetween(a: string | null, b: string | null): string {
  check(a);
  check(b);
  if (a !== null && b !== null && a >= b) throw new Error(`keyBetween: keys out of order: ${a} >= ${b}`);
  if (a === null && b === null) return FIRST_KEY;
  if (a === null) {
    const { integer, fraction } = split(b as string);
    if (integer === SMALLEST_INTEGER) return integer + midpoint('', fraction);
    if (fraction !== '') return integer;
    const previous = decrement(integer);
    if (previous === null) throw new Error('keyBetween: no key below the smallest key');
    return previous;
  }
  const { integer: ia, fraction: fa } = split(a);
  if (b === null) return increment(ia) ?? ia + midpoint(fa, null);
  const { integer: ib, fraction: fb } = split(b);
  if (ia === ib) return ia + midpoint(fa, fb);
  const next = increment(ia);
  if (next === null) throw new Error('keyBetween: no key above the largest key');
  return next < b ? next : ia + midpoint(fa, null);
}

/** `n` keys in order between `a` and `b` (as keyBetween), spread so that none is needlessly long. */
export function keysBetween(a: string | null, b: string | null, n: number): string[] {
  if (n <= 0) return [];
  if (n === 1) return [keyBetween(a, b)];
  if (b === null) {
    const out: string[] = [];
    let last = a;
    for (let i = 0; i < n; i++) out.push((last = keyBetween(last, null)));
    return out;
  }
  if (a === null) {
    const out: string[] = [];
    let first = b;
    for (let i = 0; i < n; i++) out.unshift((first = keyBetween(null, first)));
    return out;
  }
  const half = Math.floor(n / 2);
  const middle = keyBetween(a, b);
  return [...keysBetween(a, middle, half), middle, ...keysBetween(middle, b, n - half - 1)];
}

/**
 * The key for an item dropped at `index` of `items` (sorted by key, the moving item left out).
 * Forgiving of stored keys that are missing, not valid or equal to a neighbour's (an imported
 * column): a neighbour that cannot bound the new key is ignored, so the result is always a
 * valid key after the item before the drop.
 */
export function keyAt(items: readonly { position: string }[], index: number): string {
  const at = Math.max(0, Math.min(index, items.length));
  const before = items[at - 1]?.position ?? null;
  const after = items[at]?.position ?? null;
  const a = before !== null && isValidKey(before) ? before : null;
  const b = after !== null && isValidKey(after) && (a === null || after > a) ? after : null;
  return keyBetween(a, b);
}
