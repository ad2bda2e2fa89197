import { apiRequest } from '../../../lib/api-client';

/** Tells the server to revoke this refresh token (logout). Sent without the bearer token on purpose:
 *  the session is already cleared in the browser, and an expired access token must not block logout. */
export function revokeToken(refresh: string) {
  return apiRequest<void>('/api/token/revoke/', { method: 'POST', body: { refresh }, auth: false });
}
