import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { storeTokens } from '../../../lib/auth-tokens';

// TODO(contract): swap for the LoginRequestSchema in @safeshelf/contract once it lands.
export const LoginFormSchema = z.object({
  identifier: z.string().trim().min(1, 'required'),
  password: z.string().min(1, 'required'),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

/** Exchanges credentials for tokens and keeps both in this browser. */
export async function logIn(body: LoginForm) {
  const tokens = await apiRequest<{ access: string; refresh: string }>('/api/token/', { method: 'POST', body, auth: false });
  storeTokens(tokens);
  return tokens;
}
