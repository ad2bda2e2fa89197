import type { TokenPair, TokenRequest } from '@safeshelf/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { storeTokens } from '#web/lib/auth-tokens.ts';
import { schemaResolver } from '#web/lib/schema-resolver.ts';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export type LoginForm = TokenRequest;
export const loginValidation = schemaResolver<LoginForm>(
  async () => (await import('@safeshelf/contract')).TokenRequestSchema,
);

/** Exchanges credentials for tokens and keeps both in this browser. */
export async function logIn(body: LoginForm) {
  const tokens = await apiRequest<TokenPair>(apiUrl(endpoints.logIn), {
    method: 'POST',
    body,
    auth: false,
  });
  storeTokens(tokens);
  return tokens;
}
