// The requests of bench/load-mixed.mjs: the operation mix, its users and products, and one
// autocannon request per draw, each from its own client address behind the loopback proxy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE, CATALOG } from './load-mixed-server.mjs';

const USERS = 20;
const PASSWORD = 'Bench!Mark2026';
/** Share of each operation in the mix (sums to 1). */
export const MIX = [
  ['search', 0.3],
  ['product', 0.2],
  ['product diet-check', 0.15],
  ['label diet-check', 0.1],
  ['favourite toggle', 0.15],
  ['login', 0.1],
];
export const SEARCHES = [
  'milch',
  'schokolade',
  'brot',
  'joghurt',
  'kaese',
  'pasta',
  'muesli',
  'fromage',
];
/** Real German ingredient lists of the Swiss catalogue file, as printed on the packs. */
export const LABELS = readFileSync(join(CATALOG, 'products/off_products_swiss.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line).ingredients_text_de)
  .filter((text) => text && text.length > 40 && text.length < 1500)
  .slice(0, 50);

let ip = 0;
/** Each request from its own client address behind the loopback proxy, as many users are. */
export const nextIp = () => {
  ip++;
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
};

/** A JSON request from a new client address; the answer's status and body. */
export async function send(method, path, body, headers = {}) {
  const res = await fetch(BASE + path, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...headers },
    body: body && JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}
const post = (path, body, headers) => send('POST', path, body, headers);

/** Registers and signs in a user with these intolerances. */
export async function createAccount(username, intolerances) {
  const reg = await post('/api/register/', {
    username,
    email: `${username}@example.ch`,
    password1: PASSWORD,
    password2: PASSWORD,
    intolerances,
    shopping_preference: 1,
    gender: 'Female',
    name: 'Load',
    surname: 'Test',
    birth_year: 1990,
  });
  if (reg.status !== 201) throw new Error(`register ${reg.status}`);
  const login = await post('/api/token/', { identifier: username, password: PASSWORD });
  return { username, access: login.body.access, refresh: login.body.refresh };
}

/** Product ids of the imported catalogue (the first 50). */
export async function listProductIds() {
  const list = await (await fetch(`${BASE}/api/filtered-products/?limit=50`)).json();
  const ids = list.items.map((p) => p.id);
  if (ids.length < 10) throw new Error('catalogue not imported');
  return ids;
}

export async function prepare() {
  const users = [];
  for (let i = 0; i < USERS; i++)
    users.push(await createAccount(`load${i}`, ['lactose', 'gluten']));
  return { users, ids: await listProductIds() };
}

export const pick = (items) => items[Math.floor(Math.random() * items.length)];
function chooseOp() {
  let r = Math.random();
  for (const [op, share] of MIX) if ((r -= share) < 0) return op;
  return MIX[0][0];
}

/** One request of the mix, as autocannon's request object. */
export function buildRequest({ users, ids }) {
  const op = chooseOp();
  const user = pick(users);
  const headers = { 'x-forwarded-for': nextIp(), 'x-op': op };
  const auth = { authorization: `Bearer ${user.access}` };
  const json = { 'content-type': 'application/json' };
  switch (op) {
    case 'search':
      return {
        method: 'GET',
        path: `/api/filtered-products/?search=${pick(SEARCHES)}&limit=10`,
        headers,
      };
    case 'product':
      return { method: 'GET', path: `/api/products/${pick(ids)}/`, headers };
    case 'product diet-check':
      return {
        method: 'GET',
        path: `/api/product/${pick(ids)}/diet-check/`,
        headers: { ...headers, ...auth },
      };
    case 'label diet-check':
      return {
        method: 'POST',
        path: '/api/diet-check/',
        headers: { ...headers, ...auth, ...json },
        body: JSON.stringify({ ingredients_text: pick(LABELS), lang: 'de' }),
      };
    case 'favourite toggle':
      return {
        method: 'POST',
        path: '/api/favorites/toggle/',
        headers: { ...headers, ...auth, ...json },
        body: JSON.stringify({ product_id: pick(ids) }),
      };
    default:
      return {
        method: 'POST',
        path: '/api/token/',
        headers: { ...headers, ...json },
        body: JSON.stringify({ identifier: user.username, password: PASSWORD }),
      };
  }
}
