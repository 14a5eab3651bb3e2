// The text of a CSV, TSV, TXT or vCard file, whatever encoding it was saved in: UTF-8 (with or
// without a byte-order mark), UTF-16 LE/BE with a byte-order mark (Excel's "Unicode Text"), or,
// when the bytes are not valid UTF-8, Windows-1252 (Excel's plain "CSV" in Western Europe; a
// superset of ISO-8859-1's printable characters). A file that is none of these (UTF-16 or UTF-32
// without a byte-order mark: NUL bytes between the letters) is refused with its encoding named.
// Pure (TextDecoder is in browsers, workers and Node).

export type TextEncodingName = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'Windows-1252';
export type Decoded = { ok: true; text: string; encoding: TextEncodingName } | { ok: false; encoding: string };

export function decodeText(bytes: Uint8Array): Decoded {
  const [a, b, c] = [bytes[0], bytes[1], bytes[2]];
  if (a === 0xef && b === 0xbb && c === 0xbf) return { ok: true, text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'UTF-8' };
  if (a === 0xff && b === 0xfe) {
    if (bytes[2] === 0 && bytes[3] === 0) return { ok: false, encoding: 'UTF-32' };
    return { ok: true, text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'UTF-16LE' };
  }
  if (a === 0xfe && b === 0xff) return { ok: true, text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'UTF-16BE' };
  // NUL bytes in the first kilobytes: UTF-16 or UTF-32 without a byte-order mark, which cannot be told apart safely.
  const head = bytes.subarray(0, 4096);
  let nuls = 0;
  for (const x of head) if (x === 0) nuls++;
  if (nuls > head.length / 8) return { ok: false, encoding: nuls > head.length / 2 ? 'UTF-32' : 'UTF-16' };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    return { ok: true, text: windows1252(bytes), encoding: 'Windows-1252' };
  }
}

/** Windows-1252's 0x80-0x9F (the rest is ISO-8859-1, code point = byte); decoded here, as some runtimes map these bytes to C1 controls. */
const HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function windows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const codes = Array.from(bytes.subarray(start, start + CHUNK), (b) => (b >= 0x80 && b <= 0x9f ? HIGH.charCodeAt(b - 0x80) : b));
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
}
