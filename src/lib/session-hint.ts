// A small local hint "someone was signed in on this browser", so public pages can decide without
// the Firebase SDK whether to load the data layer at all (docs/decisions/0100). The SDK remains
// the truth: the hint only decides whether to ask it. It is written whenever the data layer
// reports the session, so it is at worst one visit out of date.
export const SIGNED_IN_HINT_KEY = 'crm.signedIn';

export function signedInHint(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSignedInHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Without storage public pages treat the visitor as signed out until they open the app.
  }
}
