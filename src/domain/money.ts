// Money: amounts are plain numbers of dollars, kept to whole cents.

// Built on first use, not when the module loads: every signed-in page loads this module for
// roundCents, and few of them format with these (docs/decisions/0157).
let dollars: Intl.NumberFormat | undefined;
let wholeDollars: Intl.NumberFormat | undefined;

/** Rounds to whole cents without the 1.005 -> 1.00 floating-point trap. */
export function roundCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  if (Math.abs(amount) >= 1e15) return Math.round(amount);
  // Most amounts already are whole cents: amount * 100 then lies within float noise of an
  // integer, which is the answer, with no string round trip (sums over 10,000 records call this
  // per client). Anything else (1.005, 2.675, ...) shifts the decimal point in the number's text.
  const scaled = amount * 100;
  const near = Math.round(scaled);
  const cents = Math.abs(amount) < 1e11 && Math.abs(scaled - near) < 1e-6 ? near : Math.round(Number(`${amount}e2`));
  const rounded = cents / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

export type FormatMoneyOptions = {
  /** false: round to whole dollars ('$1,235'), as the seed does for averages. Default true. */
  cents?: boolean;
};

/** '$1,234.50'; negative amounts as '-$12.00'; non-finite values as '$0.00'. */
export function formatMoney(amount: number, options: FormatMoneyOptions = {}): string {
  const value = Number.isFinite(amount) ? amount : 0;
  if (options.cents === false) return (wholeDollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 })).format(Math.round(value) || 0);
  return (dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(roundCents(value));
}
