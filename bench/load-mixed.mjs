// Mixed-workload load test (issue 14): search, product, diet checks, favourite toggles and logins
// at 20 connections for 30 s against the real server on loopback, embedded and then PostgreSQL.
// Run: node bench/load-mixed.mjs [embedded] [postgres]   (PostgreSQL: BENCH_PG_URL or
// TEST_DATABASE_URL, a server URL on which it creates and drops its own scratch database).
// Bounded: fixed duration and connections per run, a 4-minute watchdog per run, loopback only.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { BASE, cpuSeconds, startRun } from './load-mixed-server.mjs';
import { MIX, buildRequest, prepare } from './load-mixed-requests.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 30);
const CONNECTIONS = 20;

async function runOne(kind) {
  const { server, end } = await startRun(kind, 'load-mixed', 240_000 + DURATION_S * 1000);
  try {
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
    await end();
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
