// Search under load on 1,000,000 products on PostgreSQL (issue 30 points 2 and 3): 20 and 50
// concurrent clients, one and two API instances behind one port (scripts/instances.mjs: the real
// server processes behind nginx), on the query mix of bench/search-1m-postgres.ts (type-ahead
// prefixes and typos, diet=green,yellow for a lactose + gluten user, half with a category).
// The load generator (bench/search-load-client.mjs) runs in its own process pinned to the last
// core (taskset; off with --no-pin); with three or more cores the servers keep off that core.
// Before the rows, every question is asked once on every instance (the steady state of shoppers
// typing the same words, decision 176); SEARCH_CACHE_ENTRIES=0 measures searches nobody asked
// before. With two instances, the bench first checks that limits and sessions behave as one.
// Per row: requests, req/s, latency percentiles, errors, the load average before → after, and CPU
// time per request of the API instances, PostgreSQL (the bench database's backends), the proxy
// and the load generator; "2-core capacity" is what two cores could serve at that server CPU
// per request (API + PostgreSQL + proxy), the figure to judge when the machine is too busy.
//
// Run: npx tsx bench/search-load.ts [--fresh] [--instances 1,2] [--clients 20,50] [--seconds 20]
//   (BENCH_PG_URL, BENCH_DB as bench/search-1m-database.ts; ports BENCH_PORT…+N, default 3320)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { queryRows } from '../server/src/db/client.js';
import { startSession } from '../server/src/modules/auth/sessions.js';
import { buildQueries, queryString } from './search-common.js';
import { BENCH_SECRET, open1mDatabase } from './search-1m-database.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1]!;
};
const instanceCounts = option('--instances', '1,2').split(',').map(Number);
const clientCounts = option('--clients', '20,50').split(',').map(Number);
const SECONDS = Number(option('--seconds', '20'));
const PORT = Number(process.env.BENCH_PORT ?? 3320);
const cores = availableParallelism();
const pin = !args.includes('--no-pin') && cores >= 2 && existsSync('/usr/bin/taskset');
// Two cores: the servers may use both (one core would halve what they can serve), the load
// generator stays on the last. Three or more: the servers keep off the load generator's core.
const serverCpus = cores >= 3 ? `0-${cores - 2}` : null;
const clientCpu = String(cores - 1);
const root = join(import.meta.dirname, '..');

const { database, url, count } = await open1mDatabase({ fresh: args.includes('--fresh') });
const dbName = new URL(url).pathname.slice(1);
const [user] = await queryRows<{ id: number }>(
  database.db,
  sql`insert into users (username, email, password_hash, intolerances) values ('bench' || floor(random() * 1e9)::text, 'bench' || floor(random() * 1e9)::text || '@example.ch', 'x', '{lactose,gluten}') returning id`,
);
const paths = buildQueries()
  .filter((q) => q.diet)
  .map(queryString);

/** utime + stime of a process, all its threads, in seconds (0 when it is gone). */
function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
const childrenOf = (pid: number): number[] =>
  readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  );
async function backendPids(): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

interface Ready {
  proxy: number;
  instances: number[];
  ports: number[];
}

/** scripts/instances.mjs in its own process group; resolves when every instance is healthy. */
function startInstances(n: number): Promise<{ child: ChildProcess; ready: Ready }> {
  const command = [process.execPath, join(root, 'scripts/instances.mjs'), '--no-build'];
  const child = spawn(
    pin && serverCpus ? 'taskset' : command[0]!,
    pin && serverCpus ? ['-c', serverCpus, ...command] : command.slice(1),
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        INSTANCES: String(n),
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATABASE_URL: url,
        JWT_SECRET: BENCH_SECRET,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        IMPORT_ON_START: 'false',
        // The copies were judged when the database was built; a newer engine must not re-judge
        // a million products at start (that is the import bench's business, not this one's).
        RECOMPUTE_ON_START: 'false',
        WORKERS: '1',
      },
    },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('instances not ready in 5 minutes')), 300_000);
    child.on('exit', (code) => reject(new Error(`instances exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('instances ready ')) return void console.log(line);
      clearTimeout(timer);
      resolve({ child, ready: JSON.parse(line.slice('instances ready '.length)) as Ready });
    });
  });
}

async function stopInstances(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
}

interface ClientResult {
  requests: number;
  ok: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  cpuSeconds: number;
}

function runClient(connections: number, seconds: number, token: string): Promise<ClientResult> {
  const spec = JSON.stringify({
    url: `http://127.0.0.1:${PORT}`,
    connections,
    seconds,
    paths,
    headers: { authorization: `Bearer ${token}` },
  });
  const command = [process.execPath, join(import.meta.dirname, 'search-load-client.mjs'), spec];
  const child = spawn(
    pin ? 'taskset' : command[0]!,
    pin ? ['-c', clientCpu, ...command] : command.slice(1),
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop()!) as ClientResult)
        : reject(new Error(`load client exited ${code}`)),
    ),
  );
}

/** One request to `port`, its status. */
async function statusOf(port: number, path: string, init: RequestInit = {}): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, init);
  await res.arrayBuffer();
  return res.status;
}

/**
 * Several instances behave as one (issue 30 point 3): 21 failed logins from one client address
 * through the proxy (which spreads them over the instances) get the 21st refused as one instance
 * would (20 a minute); a session started anywhere is accepted by each instance, and once logged
 * out on the first it is refused by the last.
 */
async function checkAsOne(ports: number[]): Promise<string[]> {
  const address = `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
  const logins: number[] = [];
  for (let i = 1; i <= 21; i++)
    logins.push(
      await statusOf(PORT, '/api/token/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ identifier: `nobody${i}-${Date.now()}`, password: 'wrong' }),
      }),
    );
  const { access, refresh } = await startSession(database.db, user!.id, BENCH_SECRET);
  const me = { headers: { authorization: `Bearer ${access}` } };
  const signedIn = await Promise.all(ports.map((p) => statusOf(p, '/api/user/me', me)));
  const revoked = await statusOf(ports[0]!, '/api/token/revoke', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  const after = await statusOf(ports.at(-1)!, '/api/user/me', me);
  const limitHolds = logins.slice(0, 20).every((s) => s === 401) && logins[20] === 429;
  const sessionsShared = signedIn.every((s) => s === 200) && revoked === 204 && after === 401;
  if (!limitHolds || !sessionsShared)
    throw new Error(
      `instances do not behave as one: logins ${logins}, me ${signedIn}, revoke ${revoked}, after ${after}`,
    );
  return [
    `${ports.length} instances as one: 21 failed logins from one address through the proxy → 20 × 401, then 429 (the limit is 20 a minute per address)`,
    `a session is accepted by each instance (${signedIn.join(', ')}); logged out on :${ports[0]} (${revoked}), its access token is refused on :${ports.at(-1)} (${after})`,
  ];
}

const cacheOff = process.env.SEARCH_CACHE_ENTRIES === '0';
/**
 * Warm-up: every question once on every instance, 4 at a time (JIT, pools, and each instance's
 * search answers: the rows measure the steady state of shoppers typing the same words); with the
 * cache off (SEARCH_CACHE_ENTRIES=0), 5 s of the mix through the proxy.
 */
async function warmUp(ports: number[], token: string): Promise<string> {
  const t = Date.now();
  if (cacheOff) await runClient(4, 5, token);
  else
    for (const port of ports) {
      let next = 0;
      const headers = { authorization: `Bearer ${token}` };
      const worker = async () => {
        while (next < paths.length) await statusOf(port, paths[next++]!, { headers });
      };
      await Promise.all([worker(), worker(), worker(), worker()]);
    }
  return `${ports.length} instance(s): warm-up ${Math.round((Date.now() - t) / 1000)} s at load ${load1()}`;
}

const load1 = () => loadavg()[0]!.toFixed(1);
const warmUps: string[] = [];
const checks: string[] = [];
const rows: string[] = [];
for (const n of instanceCounts) {
  const { child, ready } = await startInstances(n);
  try {
    if (n > 1) checks.push(...(await checkAsOne(ready.ports)));
    const { access } = await startSession(database.db, user!.id, BENCH_SECRET);
    warmUps.push(await warmUp(ready.ports, access));
    for (const clients of clientCounts) {
      const { access: token } = await startSession(database.db, user!.id, BENCH_SECRET);
      const proxyPids = [ready.proxy, ...childrenOf(ready.proxy)];
      const backends = new Map((await backendPids()).map((p) => [p, cpuOf(p)]));
      // Backends opened during the row count whole; those of before, from where they were.
      const pgSince = async () =>
        (await backendPids()).reduce((sum, p) => sum + cpuOf(p) - (backends.get(p) ?? 0), 0);
      const before = {
        load: load1(),
        api: ready.instances.reduce((s, p) => s + cpuOf(p), 0),
        proxy: proxyPids.reduce((s, p) => s + cpuOf(p), 0),
      };
      const r = await runClient(clients, SECONDS, token);
      const api = ready.instances.reduce((s, p) => s + cpuOf(p), 0) - before.api;
      const proxy = proxyPids.reduce((s, p) => s + cpuOf(p), 0) - before.proxy;
      const pgCpu = await pgSince();
      const per = (s: number) => ((s * 1000) / r.requests).toFixed(2);
      const serverMs = ((api + pgCpu + proxy) * 1000) / r.requests;
      const failed = r.requests - r.ok + r.errors + r.timeouts;
      rows.push(
        `| ${n} | ${clients} | ${r.requests} | ${Math.round(r.requests / r.seconds)} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${failed} | ${per(api)} | ${per(pgCpu)} | ${per(proxy)} | ${per(r.cpuSeconds)} | ${Math.round(2000 / serverMs)} | ${before.load} → ${load1()} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    await stopInstances(child);
  }
}
await database.db.execute(sql`delete from users where id = ${user!.id}`);
await database.close();

console.log(
  `\n${count} products on PostgreSQL; ${paths.length} queries (type-ahead prefixes and typos, diet=green,yellow for a lactose + gluten user, half with category=1) cycled by each client; ${SECONDS} s per row; search answers kept in memory: ${cacheOff ? 'off (SEARCH_CACHE_ENTRIES=0)' : `${process.env.SEARCH_CACHE_ENTRIES ?? 2000} per instance, after a warm-up asking every question once on every instance`}; ${pin ? `load generator pinned to CPU ${clientCpu}, ${serverCpus ? `instances + nginx to CPU ${serverCpus}` : 'instances + nginx + PostgreSQL on both'}` : 'nothing pinned'}; ${cores} cores\n`,
);
console.log(
  '| instances | clients | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors | API CPU ms/req | PostgreSQL CPU ms/req | proxy CPU ms/req | load generator CPU ms/req | 2-core capacity req/s | load average 1 min |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
for (const check of [...warmUps, ...checks]) console.log(`\n${check}`);
