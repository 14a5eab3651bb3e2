import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';

// Browser and system names are product names, the same in every language; the first match wins.
const BROWSERS: { test: RegExp; name: string }[] = [
  { test: /Edg\//, name: 'Edge' },
  { test: /OPR\//, name: 'Opera' },
  { test: /Firefox\//, name: 'Firefox' },
  { test: /Chrom(e|ium)\//, name: 'Chrome' },
  { test: /Safari\//, name: 'Safari' },
];
const SYSTEMS: { test: RegExp; name: string }[] = [
  { test: /Windows/, name: 'Windows' },
  { test: /Android/, name: 'Android' },
  { test: /iPhone|iPad/, name: 'iOS' },
  { test: /Mac OS X/, name: 'macOS' },
  { test: /Linux/, name: 'Linux' },
];

/** A short "Browser on System" label of a user agent string (interface language); '' when unknown. */
export function browserLabel(ua: string | null | undefined): string {
  if (!ua) return '';
  const browser = BROWSERS.find((b) => b.test.test(ua))?.name ?? '';
  const system = SYSTEMS.find((s) => s.test.test(ua))?.name ?? '';
  if (browser && system) return i18n._(msg`${browser} on ${system}`);
  return browser || system || ua.slice(0, 60);
}
