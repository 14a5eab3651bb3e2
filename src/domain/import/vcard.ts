// vCard files (.vcf: Apple Contacts, also Google and Outlook) -> one table, with the column
// headers Google's contacts export uses, so the usual mapping applies. Reads vCard 2.1, 3.0 and
// 4.0: folded lines, grouped properties (item1.EMAIL), parameters (TYPE=WORK), escapes (\, \; \n)
// and vCard 2.1's quoted-printable values. Pure.
import type { Table } from './mapping';

export const VCARD_HEADERS = [
  'Name',
  'Given Name',
  'Additional Name',
  'Family Name',
  'Organization 1 - Name',
  'Organization 1 - Title',
  'E-mail 1 - Value',
  'E-mail 2 - Value',
  'E-mail 3 - Value',
  'Phone 1 - Value',
  'Phone 2 - Value',
  'Phone 3 - Value',
  'Birthday',
  'Notes',
] as const;

const unescape = (s: string) => s.replace(/\\([\\,;nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** Splits on unescaped `sep`. */
function splitValue(s: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '\\' && i + 1 < s.length) {
      cur += c + s[i + 1]!;
      i++;
    } else if (c === sep) {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

function quotedPrintable(s: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(s.charCodeAt(i) & 0xff);
  }
  return new TextDecoder('utf-8').decode(new Uint8Array(bytes));
}

/** Unfolded lines: a line starting with a space or tab continues the one before (quoted-printable soft breaks too). */
function unfold(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.split(/\r\n|\n|\r/)) {
    if ((line.startsWith(' ') || line.startsWith('\t')) && lines.length > 0) lines[lines.length - 1] += line.slice(1);
    else if (lines.length > 0 && /ENCODING=QUOTED-PRINTABLE/i.test(lines[lines.length - 1]!) && lines[lines.length - 1]!.endsWith('=')) {
      lines[lines.length - 1] = lines[lines.length - 1]!.slice(0, -1) + line;
    } else lines.push(line);
  }
  return lines;
}

type Card = { fn: string; n: string[]; org: string; title: string; emails: string[]; phones: string[]; bday: string; note: string };

/** Whether the text is a vCard file (its first non-empty line opens a card). */
export const isVCard = (text: string) => /^\s*BEGIN:VCARD/i.test(text.replace(/^\ufeff/, ''));

/** The cards of a .vcf file as a table (one row per card; row numbers are the cards' first lines). */
export function parseVCard(text: string): Table {
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  let card: Card | null = null;
  let line = 0;
  let start = 0;
  for (const raw of unfold(text.replace(/^\ufeff/, ''))) {
    line++;
    const colon = raw.indexOf(':');
    if (colon < 0) continue;
    const head = raw.slice(0, colon);
    let value = raw.slice(colon + 1);
    const [nameWithGroup, ...params] = head.split(';');
    const name = (nameWithGroup ?? '').replace(/^.*\./, '').toUpperCase();
    if (name === 'BEGIN' && value.trim().toUpperCase() === 'VCARD') {
      card = { fn: '', n: [], org: '', title: '', emails: [], phones: [], bday: '', note: '' };
      start = line;
      continue;
    }
    if (!card) continue;
    if (name === 'END') {
      const [family = '', given = '', middle = ''] = card.n;
      rows.push(
        [
          card.fn,
          given,
          middle,
          family,
          card.org,
          card.title,
          card.emails[0] ?? '',
          card.emails[1] ?? '',
          card.emails[2] ?? '',
          card.phones[0] ?? '',
          card.phones[1] ?? '',
          card.phones[2] ?? '',
          card.bday,
          card.note,
        ].map((v) => v.trim()),
      );
      rowNumbers.push(start);
      card = null;
      continue;
    }
    if (params.some((p) => /ENCODING=QUOTED-PRINTABLE|^QUOTED-PRINTABLE$/i.test(p))) value = quotedPrintable(value);
    switch (name) {
      case 'FN':
        card.fn = unescape(value);
        break;
      case 'N':
        card.n = splitValue(value, ';').map((p) => unescape(p).trim());
        break;
      case 'ORG':
        card.org = splitValue(value, ';')
          .map(unescape)
          .filter((p) => p.trim() !== '')
          .join(', ');
        break;
      case 'TITLE':
        card.title = unescape(value);
        break;
      case 'EMAIL':
        if (value.trim() !== '') card.emails.push(unescape(value).trim());
        break;
      case 'TEL':
        if (value.trim() !== '') card.phones.push(unescape(value).replace(/^tel:/i, '').trim());
        break;
      case 'BDAY':
        card.bday = value.trim();
        break;
      case 'NOTE':
        card.note = unescape(value);
        break;
      default:
        break;
    }
  }
  return { headers: [...VCARD_HEADERS], rows, rowNumbers };
}
