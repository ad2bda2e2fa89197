import { apiRequest } from '#web/lib/api-client.ts';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

/** Tells the server to revoke this refresh token (logout). Sent without the bearer token on purpose:
 *  the session is already cleared in the browser, and an expired access token must not block logout. */
export function revokeToken(refresh: string) {
  return apiRequest<void>(apiUrl(endpoints.revokeToken), {
    method: 'POST',
    body: { refresh },
    auth: false,
  });
}
