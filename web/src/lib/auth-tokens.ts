// Browser storage: these tokens, i18nextLng, and, while signed in, what the app keeps for use
// without signal (lib/offline: IndexedDB, wiped here at logout; decision 192).
const ACCESS = 'access';
const REFRESH = 'refresh';
export const LOGGED_OUT_EVENT = 'safeshelf:logged-out';

export interface Tokens {
  access: string | null;
  refresh: string | null;
}

export function readTokens(): Tokens {
  return { access: localStorage.getItem(ACCESS), refresh: localStorage.getItem(REFRESH) };
}

export function storeTokens(tokens: { access: string; refresh?: string }) {
  localStorage.setItem(ACCESS, tokens.access);
  if (tokens.refresh) localStorage.setItem(REFRESH, tokens.refresh);
}

/** Ends the session in this browser, and forgets what the phone kept for it (health data). */
export function clearTokens() {
  localStorage.removeItem(ACCESS);
  localStorage.removeItem(REFRESH);
  void import('./offline/db').then((kept) => kept.wipeOfflineData());
}

/** Logged in, as far as the browser knows: an access or refresh token is stored. */
export function hasSession(): boolean {
  const { access, refresh } = readTokens();
  return Boolean(access || refresh);
}

/** True when the token's `exp` has passed (or is within `skewS` seconds), or it cannot be read. */
export function isExpired(token: string, skewS = 10): boolean {
  try {
    const payload = JSON.parse(
      atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    ) as { exp?: number };
    return !payload.exp || payload.exp * 1000 <= Date.now() + skewS * 1000;
  } catch {
    return true;
  }
}
