import type { FastifyInstance } from 'fastify';

let sequence = 0;
/** A fresh client address per call, so per-IP rate limits only bite in the tests about them. */
export const nextIp = () => {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
};

export const PASSWORD = 'Sicher!Pass1';

/** A valid registration body; every test that needs another field value overrides it. */
export function buildRegistration(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const username = `user${sequence}_${Math.random().toString(36).slice(2, 7)}`;
  return {
    username,
    email: `${username}@example.ch`,
    password1: PASSWORD,
    password2: PASSWORD,
    intolerances: ['lactose'],
    shopping_preference: 3,
    gender: 'Female',
    name: 'Anna',
    surname: 'Muster',
    birth_year: 1990,
    ...overrides,
  };
}

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
  access: string;
  refresh: string;
  auth: { authorization: string };
}

/** Registers through the API and logs in; ~50 ms of Argon2, so reuse users where it does not matter. */
export async function createUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  const body = buildRegistration(overrides);
  const reg = await app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: body,
    remoteAddress: nextIp(),
  });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const tokens = await login(app, body.username, body.password1);
  return {
    id: reg.json().id,
    username: body.username,
    email: body.email,
    password: body.password1,
    ...tokens,
    auth: { authorization: `Bearer ${tokens.access}` },
  };
}

export async function login(app: FastifyInstance, identifier: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { identifier, password },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json() as { access: string; refresh: string };
}

/** Changes the user's diet profile (as the profile page does); throws unless it is stored. */
export async function changeDietProfile(
  app: FastifyInstance,
  user: TestUser,
  payload: { intolerances?: string[]; custom_intolerances?: string[] },
) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/user/profile/${user.id}/`,
    headers: user.auth,
    payload,
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`profile update failed: ${res.statusCode}`);
}
