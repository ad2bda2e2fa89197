// The requests of bench/flood.mjs: normal users and their mix, and the flood (worst-case texts to
// the diet check; profile changes that make "My products" judge its kept texts again, and reads).
import {
  LABELS,
  SEARCHES,
  createAccount,
  listProductIds,
  nextIp,
  pick,
  send,
} from './load-mixed-requests.mjs';

// Enough that the normal mix stays within the per-user limits (30 label checks and 30 "My
// products" reads a minute) at a few hundred requests a second: 40 hit them on a quiet machine.
const NORMAL_USERS = Number(process.env.BENCH_NORMAL_USERS ?? 200);
const FLOOD_ACCOUNTS = 10;
/** Kept worst-case products: the one-address account keeps the most a user may (MAX_MY_PRODUCTS). */
const KEPT_ONE = 200;
const KEPT_ROTATING = 40;
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

/** What the web asks for: a search, a product page (judged for the user, with alternatives)… */
const NORMAL_MIX = [
  ['search', 0.35],
  ['product page', 0.3],
  ['label diet-check', 0.15],
  ['my products', 0.2],
];
const FLOOD_MIX = [
  ['flood diet-check', 0.5],
  ['flood profile change', 0.2],
  ['flood my products', 0.3],
];
const choose = (mix) => {
  let r = Math.random();
  for (const [op, share] of mix) if ((r -= share) < 0) return op;
  return mix[0][0];
};

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
  return me.body.id;
}

export async function prepareUsers() {
  const normal = [];
  const one = async (i) => {
    const user = await createAccount(`shopper${i}`, ['lactose', 'gluten']);
    await keep(user, LABELS.slice(i % 10, (i % 10) + 5), 5);
    return user;
  };
  for (let at = 0; at < NORMAL_USERS; at += 4) {
    const ids = Array.from({ length: Math.min(4, NORMAL_USERS - at) }, (_, j) => at + j);
    normal.push(...(await Promise.all(ids.map(one))));
  }
  return { normal, ids: await listProductIds() };
}

/**
 * Fresh flood accounts for one round (so no round's flood starts already limited): one account
 * for the one-address phase, FLOOD_ACCOUNTS for the rotating one, each keeping worst-case texts.
 */
export async function prepareFlood(round) {
  const worst = WORST_TEXTS.map((t) => t.text);
  const account = async (i, kept) => {
    const a = await createAccount(`flooder${round}x${i}`, ['lactose']);
    await keep(a, worst, kept);
    a.id = await userIdOf(a);
    return a;
  };
  const one = await account(0, KEPT_ONE);
  const rotating = [];
  for (let i = 1; i <= FLOOD_ACCOUNTS; i++) rotating.push(await account(i, KEPT_ROTATING));
  return { one, rotating, address: `192.0.2.${round + 1}` };
}

/**
 * New access tokens (they live 5 minutes) for accounts made earlier in the run, four at a time:
 * a run with 200 users and two rounds outlives the first ones.
 */
export async function refreshTokens(accounts) {
  for (let at = 0; at < accounts.length; at += 4) {
    await Promise.all(
      accounts.slice(at, at + 4).map(async (account) => {
        const r = await send('POST', '/api/token/refresh/', { refresh: account.refresh });
        if (r.status !== 200) throw new Error(`refresh ${r.status} ${JSON.stringify(r.body)}`);
        account.access = r.body.access;
        account.refresh = r.body.refresh;
      }),
    );
  }
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
    case 'product page':
      return {
        method: 'GET',
        path: `/api/products/${pick(ids)}/page/`,
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
