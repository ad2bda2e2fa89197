import { currentLanguage } from '../i18n/setup';
import { clearTokens, isExpired, LOGGED_OUT_EVENT, readTokens, storeTokens } from './auth-tokens';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

/** An API error in the contract's shape: translate `code` with t(`errors.codes.${code}`). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * Send the bearer token and refresh it when needed (default true). `'optional'`: send it when
   * signed in, else send the request anonymously (the forms: what is sent signed in is kept with
   * the account, decision 162); never ends the session.
   */
  auth?: boolean | 'optional';
  signal?: AbortSignal;
}

let refreshing: Promise<string | null> | null = null;

/**
 * Exchanges the refresh token for a new access token; concurrent callers share one exchange. The
 * server ends a session whose spent refresh token comes back (decision 163), so the tabs of this
 * browser take turns under one Web Lock, and a tab that waited uses what the other one stored.
 * Null when the server refused it (the session is over); a server that cannot be reached rejects
 * with a `network` error instead, as the session may be fine (a phone without signal, issue 32).
 */
export function refreshAccessToken(): Promise<string | null> {
  const seen = readTokens().refresh;
  refreshing ??= withRefreshLock(async () => {
    const { access, refresh } = readTokens();
    if (!refresh) return null;
    if (refresh !== seen && access && !isExpired(access)) return access;
    let res: Response;
    try {
      res = await fetch(apiUrl(endpoints.refreshToken), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh }),
      });
    } catch {
      throw new ApiRequestError(0, 'network', 'Network error');
    }
    if (!res.ok) return null;
    try {
      const tokens = (await res.json()) as { access: string; refresh?: string };
      storeTokens(tokens);
      return tokens.access;
    } catch {
      return null;
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** One refresh at a time across this browser's tabs (every browser SafeShelf supports has Web Locks). */
async function withRefreshLock<T>(exchange: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request('safeshelf-token-refresh', exchange) : exchange();
}

/** Ends the session in this browser and tells the app to go to the login page. */
export function endSession() {
  clearTokens();
  window.dispatchEvent(new Event(LOGGED_OUT_EVENT));
}

async function validAccessToken(): Promise<string | null> {
  const { access } = readTokens();
  if (access && !isExpired(access)) return access;
  return refreshAccessToken();
}

function send(path: string, options: RequestOptions, access: string | null) {
  // The server renders the engine's reasons in this language.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (access) headers.authorization = `Bearer ${access}`;
  return fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/** The one way the web app talks to the API. Retries once after a refresh on 401. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const auth = options.auth ?? true;
  let access = auth ? await validAccessToken() : null;
  if (auth === true && !access) {
    endSession();
    throw new ApiRequestError(401, 'unauthorized', 'Not logged in');
  }
  let res: Response;
  try {
    res = await send(path, options, access);
    if (access && res.status === 401) {
      access = await refreshAccessToken();
      if (!access && auth === true) {
        endSession();
        throw new ApiRequestError(401, 'token_expired', 'Session expired');
      }
      res = await send(path, options, access);
    }
  } catch (error) {
    if (error instanceof ApiRequestError || (error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'network', 'Network error');
  }
  if (res.status === 204) return undefined as T;
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = (data ?? {}) as {
      code?: string;
      message?: string;
      fields?: Record<string, string>;
    };
    throw new ApiRequestError(
      res.status,
      err.code ?? 'internal_error',
      err.message ?? res.statusText,
      err.fields,
    );
  }
  return data as T;
}
