import { TokenRequestSchema, type TokenPair, type TokenRequest } from '@safeshelf/contract';
import { apiRequest } from '../../../lib/api-client';
import { storeTokens } from '../../../lib/auth-tokens';

export const LoginFormSchema = TokenRequestSchema;
export type LoginForm = TokenRequest;

/** Exchanges credentials for tokens and keeps both in this browser. */
export async function logIn(body: LoginForm) {
  const tokens = await apiRequest<TokenPair>('/api/token/', { method: 'POST', body, auth: false });
  storeTokens(tokens);
  return tokens;
}
