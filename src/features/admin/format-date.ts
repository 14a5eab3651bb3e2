// Dates on the admin pages (seed 002 sections 2.2 and 9): en-US in America/New_York, "Invalid
// Date" for a bad value and a caller-chosen word ("Unknown", "N/A", "Never") for a missing one.
// The one place to switch when the viewer's own formatting settings apply.
export const ADMIN_TIME_ZONE = 'America/New_York';
export const ADMIN_LOCALE = 'en-US';

const dateFormat = new Intl.DateTimeFormat(ADMIN_LOCALE, { timeZone: ADMIN_TIME_ZONE, year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(ADMIN_LOCALE, {
  timeZone: ADMIN_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function toDate(value: unknown): Date | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  if (!d || Number.isNaN(d.getTime())) return 'invalid';
  return d;
}

export function formatAdminDate(value: unknown, missing = 'Unknown'): string {
  const d = toDate(value);
  if (d === null) return missing;
  if (d === 'invalid') return 'Invalid Date';
  return dateFormat.format(d);
}

export function formatAdminDateTime(value: unknown, missing = 'Unknown'): string {
  const d = toDate(value);
  if (d === null) return missing;
  if (d === 'invalid') return 'Invalid Date';
  return dateTimeFormat.format(d);
}

/** Minutes east of UTC of the admin time zone at `at`. */
function offsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ADMIN_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const n = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - at.getTime()) / 60_000);
}

/** The instant a 'yyyy-mm-dd' day starts in the admin time zone (null for a bad date). */
export function adminDayStart(iso: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const utcMidnight = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const guess = new Date(utcMidnight - offsetMinutes(new Date(utcMidnight)) * 60_000);
  return new Date(utcMidnight - offsetMinutes(guess) * 60_000);
}

/** The instant the day after a 'yyyy-mm-dd' day starts (an exclusive end). */
export function adminDayEnd(iso: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  return adminDayStart(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1)).toISOString().slice(0, 10));
}
