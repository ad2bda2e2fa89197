import { apiRequest } from '#web/lib/api-client.ts';
import { clearTokens, readTokens } from '#web/lib/auth-tokens.ts';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

/** Revokes the refresh token on the server (best effort) and forgets the session here. */
export async function logOut() {
  const { refresh } = readTokens();
  clearTokens();
  if (!refresh) return;
  try {
    await apiRequest<unknown>(apiUrl(endpoints.revokeToken), {
      method: 'POST',
      body: { refresh },
      auth: false,
    });
  } catch {
    // The tokens are gone from this browser either way; an unreachable server cannot keep the user in.
  }
}
