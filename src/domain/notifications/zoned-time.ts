// Wall-clock arithmetic in a named time zone with the platform's Intl (no library): what time it
// is for the user, whether that is inside their quiet hours, and the next instant a local time
// ("09:00 in Europe/Paris") comes round. Shared by the browser (reminders, push) and functions
// (held mail, digests).

export type HhMm = `${number}:${number}` | string;
export type LocalParts = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

export const isHhMm = (value: unknown): value is string => typeof value === 'string' && TIME.test(value);

/** Minutes since midnight of an 'HH:MM' string. */
export function minutesOf(hhmm: string): number {
  const m = TIME.exec(hhmm);
  if (!m) throw new Error(`not a time: ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Whether the zone is one the platform knows. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function formatter(zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall-clock date and time of an instant in a zone (month 1-12, weekday 0 = Sunday). */
export function localParts(instant: Date, zone: string): LocalParts {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Sun'),
  };
}

/** The zone's offset from UTC at an instant, in minutes. */
function offsetMinutes(instant: Date, zone: string): number {
  const p = localParts(instant, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant when the wall clock of `zone` shows this date and time. A time skipped by a
 * daylight-saving jump resolves to the instant just after the jump.
 */
export function zonedInstant(year: number, month: number, day: number, hour: number, minute: number, zone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wall - offsetMinutes(new Date(wall), zone) * 60_000;
  const second = wall - offsetMinutes(new Date(guess), zone) * 60_000;
  if (second !== guess) guess = Math.max(guess, second);
  return new Date(guess);
}

/** The calendar day `days` after a local date (month 1-12). */
export function addLocalDays(d: { year: number; month: number; day: number }, days: number) {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate(), weekday: t.getUTCDay() };
}

/**
 * The first instant strictly after `after` when the zone's clock reads `hhmm`, optionally only
 * on a given weekday (0 = Sunday).
 */
export function nextLocalTime(after: Date, zone: string, hhmm: string, weekday?: number): Date {
  const minutes = minutesOf(hhmm);
  const today = localParts(after, zone);
  for (let i = 0; i <= 8; i += 1) {
    const d = addLocalDays(today, i);
    if (weekday !== undefined && d.weekday !== weekday) continue;
    const at = zonedInstant(d.year, d.month, d.day, Math.floor(minutes / 60), minutes % 60, zone);
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error('nextLocalTime: no instant found');
}

export type QuietHours = { enabled: boolean; start: string; end: string };

/** Whether a local time (minutes since midnight) is inside quiet hours that may wrap midnight. */
export function inQuietWindow(minutes: number, quiet: QuietHours): boolean {
  if (!quiet.enabled) return false;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

export function isQuietAt(instant: Date, zone: string, quiet: QuietHours): boolean {
  const p = localParts(instant, zone);
  return inQuietWindow(p.hour * 60 + p.minute, quiet);
}

/** `instant` itself when outside quiet hours, else the instant they end in the user's zone. */
export function afterQuietHours(instant: Date, zone: string, quiet: QuietHours): Date {
  if (!isQuietAt(instant, zone, quiet)) return instant;
  return nextLocalTime(instant, zone, quiet.end);
}
