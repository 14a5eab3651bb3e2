// Money: amounts are plain numbers of dollars, kept to whole cents.

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Rounds to whole cents without the 1.005 -> 1.00 floating-point trap. */
export function roundCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  if (Math.abs(amount) >= 1e15) return Math.round(amount);
  const rounded = Math.round(Number(`${amount}e2`)) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

export type FormatMoneyOptions = {
  /** false: round to whole dollars ('$1,235'), as the seed does for averages. Default true. */
  cents?: boolean;
};

/** '$1,234.50'; negative amounts as '-$12.00'; non-finite values as '$0.00'. */
export function formatMoney(amount: number, options: FormatMoneyOptions = {}): string {
  const value = Number.isFinite(amount) ? amount : 0;
  if (options.cents === false) return WHOLE_DOLLARS.format(Math.round(value) || 0);
  return DOLLARS.format(roundCents(value));
}
