// Login throughput and latency of ordinary users, alone and while an attacker hammers another
// account (from one address, and from many addresses as a botnet would).
// Run: node bench/login-bench.mjs   (starts the server itself on 127.0.0.1:38517, fresh DATA_DIR)
// Load is bounded: 8 s per phase, fixed connection counts, and a 3-minute watchdog.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 38517);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const USERS = 40;
const PASSWORD = 'Bench!Mark2026';

const dataDir = mkdtempSync(join(tmpdir(), 'safeshelf-bench-'));
const server = spawn(
  process.execPath,
  [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'server/src/main.ts')],
  {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
      IMPORT_ON_START: 'false',
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  },
);
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
const watchdog = setTimeout(() => {
  console.error('bench: watchdog fired');
  stop();
  process.exit(2);
}, 180_000);

let ipCounter = 0;
/** Each ordinary request comes from its own address, as real users do behind a proxy on loopback (TRUST_PROXY=loopback). */
const freshIp = () => {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

async function post(path, body, ip = freshIp()) {
  const res = await fetch(BASE + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return res.status;
}

async function waitForServer() {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

function registration(name) {
  return {
    username: name,
    email: `${name}@bench.example`,
    password1: PASSWORD,
    password2: PASSWORD,
    intolerances: ['lactose'],
    shopping_preference: 1,
    gender: 'Other',
    name: 'Bench',
    surname: 'User',
    birth_year: 1990,
  };
}

/** Runs autocannon and measures every response itself (exact p95, status counts). */
function load({ connections, body, ip }) {
  const latencies = [];
  const statuses = {};
  const instance = autocannon({
    url: `${BASE}/api/token/`,
    connections,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() },
          body: JSON.stringify(body()),
        }),
      },
    ],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  return new Promise(
    (resolve, reject) =>
      instance.on('done', (r) => {
        latencies.sort((a, b) => a - b);
        const q = (p) =>
          latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
        resolve({
          rps: latencies.length / DURATION_S,
          p50: q(0.5),
          p95: q(0.95),
          p99: q(0.99),
          statuses,
          errors: r.errors,
        });
      }) && instance.on('error', reject),
  );
}

const pick = (n) => Math.floor(Math.random() * n);
const user = () => ({ identifier: `bench${pick(USERS)}`, password: PASSWORD });
const attack = () => ({
  identifier: 'victim',
  password: `Guess!${Math.random().toString(36).slice(2)}1`,
});

try {
  await waitForServer();
  for (let i = 0; i < USERS; i++) await post('/api/register/', registration(`bench${i}`));
  if ((await post('/api/register/', registration('victim'))) !== 201)
    throw new Error('registration failed');

  const normal = { connections: 8, body: user, ip: freshIp };
  const baseline = await load(normal);
  const [underAttackOneIp, attackerOneIp] = await Promise.all([
    load(normal),
    load({ connections: 32, body: attack, ip: () => '198.51.100.66' }),
  ]);
  const [underBotnet, botnet] = await Promise.all([
    load(normal),
    load({ connections: 32, body: attack, ip: () => `172.16.${pick(256)}.${pick(256)}` }),
  ]);

  const row = (label, r) =>
    `| ${label} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.p99.toFixed(0)} | ${JSON.stringify(r.statuses)} |`;
  console.log(
    `\nLogin bench, ${DURATION_S} s per phase, 8 connections of ordinary users (40 accounts, one address per request)\n`,
  );
  console.log('| phase | logins/s | p50 ms | p95 ms | p99 ms | statuses |');
  console.log('|---|---|---|---|---|---|');
  console.log(row('ordinary users alone', baseline));
  console.log(row('ordinary users, attacker on 1 address', underAttackOneIp));
  console.log(row('  └ attacker (32 connections, 1 address)', attackerOneIp));
  console.log(row('ordinary users, botnet on 65 536 addresses', underBotnet));
  console.log(row('  └ botnet (32 connections, random addresses)', botnet));
} finally {
  clearTimeout(watchdog);
  stop();
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
