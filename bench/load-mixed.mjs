// Mixed-workload load test (issue 14): search, product, diet checks, favourite toggles and logins
// at 20 connections for 30 s against the real server on loopback, embedded and then PostgreSQL.
// Run: node bench/load-mixed.mjs [embedded] [postgres]   (PostgreSQL: BENCH_PG_URL or
// TEST_DATABASE_URL, a server URL on which it creates and drops its own scratch database).
// Bounded: fixed duration and connections per run, a 4-minute watchdog per run, loopback only.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3151);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 30);
const CONNECTIONS = 20;
const USERS = 20;
const PASSWORD = 'Bench!Mark2026';
const CATALOG = process.env.CATALOG_DIR ?? join(root, '../shared/data');
/** Share of each operation in the mix (sums to 1). */
const MIX = [
  ['search', 0.3],
  ['product', 0.2],
  ['product diet-check', 0.15],
  ['label diet-check', 0.1],
  ['favourite toggle', 0.15],
  ['login', 0.1],
];
const SEARCHES = ['milch', 'schokolade', 'brot', 'joghurt', 'kaese', 'pasta', 'muesli', 'fromage'];
/** Real German ingredient lists of the Swiss catalogue file, as printed on the packs. */
const LABELS = readFileSync(join(CATALOG, 'products/off_products_swiss.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line).ingredients_text_de)
  .filter((text) => text && text.length > 40 && text.length < 1500)
  .slice(0, 50);

/** A catalogue folder with only the Swiss OFF file (646 products), so each run imports in seconds. */
function smallCatalogue() {
  const dir = mkdtempSync(join(tmpdir(), 'safeshelf-load-catalog-'));
  for (const sub of ['taxonomies', 'fodmap', 'reference'])
    symlinkSync(join(CATALOG, sub), join(dir, sub));
  mkdirSync(join(dir, 'products'));
  symlinkSync(
    join(CATALOG, 'products/off_products_swiss.jsonl'),
    join(dir, 'products/off_products_swiss.jsonl'),
  );
  return dir;
}

function startServer(extraEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
      IMPORT_ON_START: 'true',
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { child, stop, exited };
}

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** utime + stime of a process, in seconds (Linux /proc). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

let ip = 0;
/** Each request from its own client address behind the loopback proxy, as many users are. */
const nextIp = () => {
  ip++;
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
};

async function post(path, body, headers = {}) {
  const res = await fetch(BASE + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function prepare() {
  const users = [];
  for (let i = 0; i < USERS; i++) {
    const username = `load${i}`;
    const reg = await post('/api/register/', {
      username,
      email: `${username}@example.ch`,
      password1: PASSWORD,
      password2: PASSWORD,
      intolerances: ['lactose', 'gluten'],
      shopping_preference: 1,
      gender: 'Female',
      name: 'Load',
      surname: 'Test',
      birth_year: 1990,
    });
    if (reg.status !== 201) throw new Error(`register ${reg.status}`);
    const login = await post('/api/token/', { identifier: username, password: PASSWORD });
    users.push({ username, access: login.body.access });
  }
  const list = await (await fetch(`${BASE}/api/filtered-products/?limit=50`)).json();
  const ids = list.items.map((p) => p.id);
  if (ids.length < 10) throw new Error('catalogue not imported');
  return { users, ids };
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];
function chooseOp() {
  let r = Math.random();
  for (const [op, share] of MIX) if ((r -= share) < 0) return op;
  return MIX[0][0];
}

/** One request of the mix, as autocannon's request object. */
function buildRequest({ users, ids }) {
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

async function runOne(kind) {
  const env = {
    CATALOG_DIR: smallCatalogue(),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'safeshelf-load-')),
  };
  let drop = async () => {};
  if (kind === 'postgres') {
    const serverUrl = process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('postgres run needs BENCH_PG_URL or TEST_DATABASE_URL');
    const name = `safeshelf_load_${Date.now()}`;
    const admin = async (text) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(text).finally(() => client.end());
    };
    await admin(`create database ${name}`);
    drop = () => admin(`drop database if exists ${name} with (force)`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  const server = startServer(env);
  const watchdog = setTimeout(
    () => {
      console.error('load-mixed: watchdog fired');
      server.stop();
      process.exit(2);
    },
    240_000 + DURATION_S * 1000,
  );
  try {
    await waitForServer();
    const data = await prepare();
    const byOp = Object.fromEntries(MIX.map(([op]) => [op, { count: 0, status: {} }]));
    const statuses = {};
    const cpuBefore = cpuSeconds(server.child.pid);
    const instance = autocannon({
      url: BASE,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          // One request in flight per connection, so the connection's context names its operation.
          setupRequest: (_request, context) => {
            const request = buildRequest(data);
            context.op = request.headers['x-op'];
            return request;
          },
          onResponse: (status, _body, context) => {
            const o = byOp[context.op];
            o.count++;
            o.status[status] = (o.status[status] ?? 0) + 1;
          },
        },
      ],
    });
    instance.on('response', (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
    const result = await instance;
    const cpu = cpuSeconds(server.child.pid) - cpuBefore;
    const fivexx = Object.entries(statuses)
      .filter(([s]) => s >= 500)
      .reduce((n, [, c]) => n + c, 0);
    return {
      kind,
      requests: result.requests.total,
      rps: result.requests.average,
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
      errors: result.errors + result.timeouts,
      statuses,
      fivexx,
      cpuMsPerRequest: (cpu * 1000) / result.requests.total,
      byOp,
    };
  } finally {
    clearTimeout(watchdog);
    server.stop();
    await server.exited;
    await drop();
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}

const kinds = process.argv.slice(2).length ? process.argv.slice(2) : ['embedded', 'postgres'];
const results = [];
for (const kind of kinds) results.push(await runOne(kind));
const loadAvg = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(
  `\n${new Date().toISOString()} · ${CONNECTIONS} connections × ${DURATION_S} s · load average ${loadAvg}\n`,
);
console.log(`| | ${results.map((r) => r.kind).join(' | ')} |`);
console.log(`|---|${results.map(() => '---').join('|')}|`);
const row = (label, f) => console.log(`| ${label} | ${results.map(f).join(' | ')} |`);
row('requests', (r) => r.requests);
row('requests/s (mean)', (r) => r.rps.toFixed(0));
row('latency p50 / p97.5 / p99 / max (ms)', (r) => `${r.p50} / ${r.p97_5} / ${r.p99} / ${r.max}`);
row('server CPU per request (ms)', (r) => r.cpuMsPerRequest.toFixed(2));
row('5xx', (r) => r.fivexx);
row('connection errors + timeouts', (r) => r.errors);
row('status codes', (r) =>
  Object.entries(r.statuses)
    .map(([s, c]) => `${s}: ${c}`)
    .join(', '),
);
for (const [op] of MIX)
  row(`${op} (count; statuses)`, (r) => {
    const o = r.byOp[op];
    return `${o.count}; ${Object.entries(o.status)
      .map(([s, c]) => `${s}: ${c}`)
      .join(', ')}`;
  });
process.exit(results.some((r) => r.fivexx > 0) ? 1 : 0);
