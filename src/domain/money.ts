// Money: amounts are plain numbers of dollars, kept to whole cents.

// Amounts are shown with the user's Formatter (format.ts), in their currency and number format.

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
