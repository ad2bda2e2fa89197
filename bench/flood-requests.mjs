// The requests of bench/flood.mjs: normal users and their mix, and the flood (worst-case texts to
// the diet check; profile changes that make "My products" judge its kept texts again, and reads).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE, CATALOG } from './load-mixed-server.mjs';

const NORMAL_USERS = 40;
const FLOOD_ACCOUNTS = 10;
/** Kept worst-case products: the one-address account keeps the most a user may (MAX_MY_PRODUCTS). */
const KEPT_ONE = 200;
const KEPT_ROTATING = 40;
const PASSWORD = 'Bench!Mark2026';
const MAX_TEXT = 5000;

/** 5,000-character texts that cost the parser the most (bench notes in RESULTS.md). */
export const WORST_TEXTS = [
  { name: '"(" × 4,999', text: '('.repeat(MAX_TEXT - 1) },
  { name: '"(a" × 2,500', text: '(a'.repeat(MAX_TEXT / 2) },
  {
    name: 'nested named brackets',
    text: 'Milch (Weizen [Gerste {Hafer, '.repeat(200).slice(0, MAX_TEXT),
  },
];

const NORMAL_MIX = [
  ['search', 0.3],
  ['product', 0.2],
  ['product details', 0.1],
  ['product diet-check', 0.15],
  ['label diet-check', 0.1],
  ['my products', 0.15],
];
const FLOOD_MIX = [
  ['flood diet-check', 0.5],
  ['flood profile change', 0.2],
  ['flood my products', 0.3],
];
const SEARCHES = ['milch', 'schokolade', 'brot', 'joghurt', 'kaese', 'pasta', 'muesli', 'fromage'];
/** Real German ingredient lists of the Swiss catalogue file, as printed on the packs. */
const LABELS = readFileSync(join(CATALOG, 'products/off_products_swiss.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line).ingredients_text_de)
  .filter((text) => text && text.length > 40 && text.length < 1500)
  .slice(0, 50);

let ip = 0;
/** A new client address behind the loopback proxy. */
const nextIp = () => {
  ip++;
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
};
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const choose = (mix) => {
  let r = Math.random();
  for (const [op, share] of mix) if ((r -= share) < 0) return op;
  return mix[0][0];
};

async function send(method, path, body, headers = {}) {
  const res = await fetch(BASE + path, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...headers },
    body: body && JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function createAccount(prefix, i, intolerances) {
  const username = `${prefix}${i}`;
  const reg = await send('POST', '/api/register/', {
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
  const login = await send('POST', '/api/token/', { identifier: username, password: PASSWORD });
  return { id: reg.body.id ?? login.body.user_id, username, access: login.body.access };
}

/** Keeps `count` products of these texts for the account (in parallel, 4 at a time). */
async function keep(account, texts, count) {
  const auth = { authorization: `Bearer ${account.access}` };
  for (let at = 0; at < count; at += 4) {
    await Promise.all(
      Array.from({ length: Math.min(4, count - at) }, (_, j) =>
        send(
          'POST',
          '/api/my-products/',
          { name: `Kept ${at + j}`, ingredients_text: texts[(at + j) % texts.length] },
          auth,
        ).then((r) => {
          if (r.status !== 201) throw new Error(`keep ${r.status} ${JSON.stringify(r.body)}`);
        }),
      ),
    );
  }
}

async function userIdOf(account) {
  const me = await send('GET', '/api/user/me/', undefined, {
    authorization: `Bearer ${account.access}`,
  });
  return me.body?.id ?? account.id;
}

export async function prepareUsers() {
  const normal = [];
  for (let i = 0; i < NORMAL_USERS; i++) {
    const user = await createAccount('shopper', i, ['lactose', 'gluten']);
    await keep(user, LABELS.slice(i % 10, (i % 10) + 5), 5);
    normal.push(user);
  }
  const list = await (await fetch(`${BASE}/api/filtered-products/?limit=50`)).json();
  const ids = list.items.map((p) => p.id);
  if (ids.length < 10) throw new Error('catalogue not imported');
  return { normal, ids };
}

/**
 * Fresh flood accounts for one round (so no round's flood starts already limited): one account
 * for the one-address phase, FLOOD_ACCOUNTS for the rotating one, each keeping worst-case texts.
 */
export async function prepareFlood(round) {
  const worst = WORST_TEXTS.map((t) => t.text);
  const account = async (i, kept) => {
    const a = await createAccount(`flooder${round}x`, i, ['lactose']);
    await keep(a, worst, kept);
    a.id = await userIdOf(a);
    return a;
  };
  const one = await account(0, KEPT_ONE);
  const rotating = [];
  for (let i = 1; i <= FLOOD_ACCOUNTS; i++) rotating.push(await account(i, KEPT_ROTATING));
  return { one, rotating, address: `192.0.2.${round + 1}` };
}

/** One request of the normal users' mix, as autocannon's request object. */
export function normalRequest({ normal, ids }) {
  const op = choose(NORMAL_MIX);
  const user = pick(normal);
  const headers = { 'x-forwarded-for': nextIp(), 'x-op': op };
  const auth = { authorization: `Bearer ${user.access}` };
  switch (op) {
    case 'search':
      return {
        method: 'GET',
        path: `/api/filtered-products/?search=${pick(SEARCHES)}&limit=10`,
        headers: { ...headers, ...auth },
      };
    case 'product':
      return { method: 'GET', path: `/api/products/${pick(ids)}/`, headers };
    case 'product details':
      return { method: 'GET', path: `/api/product/${pick(ids)}/details/`, headers };
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
        headers: { ...headers, ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ ingredients_text: pick(LABELS), lang: 'de' }),
      };
    default:
      return { method: 'GET', path: '/api/my-products/', headers: { ...headers, ...auth } };
  }
}

let profileFlip = 0;
/** One flood request: from the flood address (`one`) or a new address each time (`rotating`). */
export function floodRequest(flood, phase) {
  const op = choose(FLOOD_MIX);
  const account = phase === 'one' ? flood.one : pick(flood.rotating);
  const headers = {
    'x-forwarded-for': phase === 'one' ? flood.address : nextIp(),
    'x-op': op,
    authorization: `Bearer ${account.access}`,
  };
  const json = { 'content-type': 'application/json' };
  switch (op) {
    case 'flood diet-check':
      return {
        method: 'POST',
        path: '/api/diet-check/',
        headers: { ...headers, ...json },
        body: JSON.stringify({ ingredients_text: pick(WORST_TEXTS).text }),
      };
    case 'flood profile change':
      // Every change makes the next read of "My products" judge all kept texts again.
      return {
        method: 'PUT',
        path: `/api/user/profile/${account.id}/`,
        headers: { ...headers, ...json },
        body: JSON.stringify({
          intolerances: ++profileFlip % 2 ? ['gluten'] : ['lactose'],
        }),
      };
    default:
      return { method: 'GET', path: '/api/my-products/', headers };
  }
}
