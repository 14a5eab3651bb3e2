// Header normalisation for the import's synonym tables: what is left of a header once case,
// accents, spacing and punctuation are gone, so that "First Name", "first_name", "FirstName"
// and "FIRST-NAME" are one key, and "E-Mail-Adresse" meets "email adresse". Pure.

/** Prefixes some tools put before every column ("Person - Email - Work" in Pipedrive). */
const TOOL_PREFIX = /^\s*(?:person|organi[sz]ation|deal)\s+-\s+/i;

/**
 * The key of a header: Unicode letters and digits only, lower case, accents removed (é -> e,
 * ü -> u), CJK and Hangul kept as they are. A header of punctuation only ('%') keeps its text.
 */
export function headerKey(header: string): string {
  const raw = header.replace(TOOL_PREFIX, '');
  const key = raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
  return key === '' ? raw.trim().toLowerCase() : key;
}

/** Whether a header came with a tool's prefix ("Person - Name"), for recognising the tool. */
export function toolPrefixOf(header: string): string | null {
  const m = TOOL_PREFIX.exec(header);
  return m
    ? m[0]
        .replace(/\s*-\s*$/, '')
        .trim()
        .toLowerCase()
    : null;
}

/** Headers written in Chinese, Japanese or Korean: the names they split are family name first. */
export const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
