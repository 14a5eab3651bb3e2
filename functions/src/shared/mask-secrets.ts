// What staff may see of an e-mail in the outbox (docs/decisions/0180): the mail itself carries
// links that act for its recipient (an invitation's password-setting code, a verification or
// reset link, an undo link), and any admin reading them could use them. The outbox shows each
// link's address without its query or fragment, and hides token-like words, so only the
// recipient's copy can act.

export const HIDDEN = '[hidden]';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`)\]]+/gi;
/** Long runs of letters and digits with at least one of each: codes, tokens, keys. */
const TOKEN_PATTERN = /[A-Za-z0-9_-]{20,}/g;

const looksLikeToken = (word: string) => /[0-9]/.test(word) && /[A-Za-z]/.test(word);

function maskTokens(text: string): string {
  return text.replace(TOKEN_PATTERN, (word) => (looksLikeToken(word) ? HIDDEN : word));
}

function maskUrl(raw: string): string {
  // A sentence's last character is not part of the link.
  const trail = /[.,;:!?]+$/.exec(raw)?.[0] ?? '';
  const link = trail ? raw.slice(0, -trail.length) : raw;
  const cut = link.search(/[?#]/);
  const base = cut === -1 ? link : link.slice(0, cut);
  return `${maskTokens(base)}${cut === -1 ? '' : `?${HIDDEN}`}${trail}`;
}

/** The text with every link's query and fragment, and every token-like word, replaced by [hidden]. */
export function maskSecrets(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    out += maskTokens(text.slice(last, match.index)) + maskUrl(match[0]);
    last = match.index + match[0].length;
  }
  return out + maskTokens(text.slice(last));
}
