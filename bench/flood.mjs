// Flooding (issue 29 point 5, "Done when"): does one client flooding the diet check and "My
// products" with worst-case texts lower other users' throughput? Runs the real server
// (NODE_ENV=production, TRUST_PROXY=loopback) on loopback, then alternates three phases, each
// BENCH_PHASE_S long, ROUNDS times (A/B interleaved, so the machine's load drifts over all three):
//   quiet    normal clients only
//   one      normal clients + a flood from one address (one account)
//   rotating normal clients + a flood from a new X-Forwarded-For address on every request,
//            spread over FLOOD_ACCOUNTS accounts (registered from rotating addresses too)
// and reports the normal clients' requests/s per phase and the flood's own answers. Before the
// first round, BENCH_WARMUP_S of normal traffic (not counted): a cold server (first search loads
// the category names, ~0.9 s CPU; JIT) made round 1's quiet phase the slowest of the run.
// Run: node bench/flood.mjs [embedded] [postgres]   (PostgreSQL: BENCH_PG_URL or TEST_DATABASE_URL)
// Bounded: fixed phases and connections, a watchdog per run, loopback only.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

process.env.BENCH_PORT ??= '3231';
const { BASE, cpuSeconds, startRun } = await import('./load-mixed-server.mjs');
const { normalRequest, floodRequest, prepareFlood, prepareUsers, refreshTokens, WORST_TEXTS } =
  await import('./flood-requests.mjs');

const PHASE_S = Number(process.env.BENCH_PHASE_S ?? 20);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const NORMAL_CONNECTIONS = 10;
const FLOOD_CONNECTIONS = 4;
const PHASES = ['quiet', 'one', 'rotating'];

const loadAvg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** autocannon with one request in flight per connection; counts statuses per operation. */
function cannon(connections, build, duration = PHASE_S) {
  const byOp = {};
  const instance = autocannon({
    url: BASE,
    connections,
    duration,
    requests: [
      {
        setupRequest: (_request, context) => {
          const request = build();
          context.op = request.headers['x-op'];
          return request;
        },
        onResponse: (status, _body, context) => {
          const o = (byOp[context.op] ??= { count: 0, status: {} });
          o.count++;
          o.status[status] = (o.status[status] ?? 0) + 1;
        },
      },
    ],
  });
  return instance.then((result) => ({ result, byOp }));
}

async function runPhase(phase, data, flood, server) {
  const cpuBefore = cpuSeconds(server.child.pid);
  const normal = cannon(NORMAL_CONNECTIONS, () => normalRequest(data));
  const flooding =
    phase === 'quiet' ? null : cannon(FLOOD_CONNECTIONS, () => floodRequest(flood, phase));
  const [n, f] = await Promise.all([normal, flooding]);
  const cpu = cpuSeconds(server.child.pid) - cpuBefore;
  const fivexx = (byOp) =>
    Object.values(byOp ?? {}).reduce(
      (sum, o) =>
        sum + Object.entries(o.status).reduce((s, [code, c]) => s + (code >= 500 ? c : 0), 0),
      0,
    );
  return {
    phase,
    load: loadAvg(),
    normalRps: n.result.requests.total / PHASE_S,
    normalP50: n.result.latency.p50,
    normalP99: n.result.latency.p99,
    normalErrors: n.result.errors + n.result.timeouts + fivexx(n.byOp),
    normalByOp: n.byOp,
    floodByOp: f?.byOp ?? {},
    floodRps: f ? f.result.requests.total / PHASE_S : 0,
    cpuPerS: cpu / PHASE_S,
  };
}

async function runOne(kind) {
  const limitMs = 900_000 + (WARMUP_S + ROUNDS * PHASES.length * PHASE_S) * 1000;
  const { server, end } = await startRun(kind, 'flood', limitMs);
  try {
    const started = Date.now();
    const data = await prepareUsers();
    console.error(`${kind}: normal users ready in ${(Date.now() - started) / 1000} s`);
    if (WARMUP_S > 0) await cannon(NORMAL_CONNECTIONS, () => normalRequest(data), WARMUP_S);
    const phases = [];
    for (let round = 0; round < ROUNDS; round++) {
      const flood = await prepareFlood(round);
      await refreshTokens(data.normal);
      for (const phase of PHASES) {
        const r = await runPhase(phase, data, flood, server);
        console.error(
          `${kind} round ${round + 1} ${phase}: normal ${r.normalRps.toFixed(1)}/s, flood ${r.floodRps.toFixed(1)}/s, load ${r.load}`,
        );
        phases.push(r);
      }
    }
    return { kind, phases };
  } finally {
    await end();
  }
}

const statuses = (byOp) =>
  Object.entries(byOp)
    .map(
      ([op, o]) =>
        `${op} ${Object.entries(o.status)
          .map(([s, c]) => `${s}×${c}`)
          .join(' ')}`,
    )
    .join('; ');

const kinds = process.argv.slice(2).length ? process.argv.slice(2) : ['embedded', 'postgres'];
const runs = [];
for (const kind of kinds) runs.push(await runOne(kind));
console.log(
  `\n${new Date().toISOString()} · ${NORMAL_CONNECTIONS} normal + ${FLOOD_CONNECTIONS} flood connections · ${WARMUP_S} s warm-up, ${ROUNDS} rounds of ${PHASES.length} phases × ${PHASE_S} s · worst-case texts: ${WORST_TEXTS.map((t) => t.name).join(', ')}\n`,
);
console.log(
  '| database | phase | round | normal req/s | vs quiet | normal p50 / p99 (ms) | normal errors + 5xx | flood req/s | server CPU s/s | load average |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
let failed = false;
for (const { kind, phases } of runs) {
  const quiet = phases.filter((p) => p.phase === 'quiet');
  const quietRps = quiet.reduce((s, p) => s + p.normalRps, 0) / quiet.length;
  phases.forEach((p, i) => {
    const ratio = p.normalRps / quietRps;
    if (p.normalErrors > 0) failed = true;
    console.log(
      `| ${kind} | ${p.phase} | ${Math.floor(i / PHASES.length) + 1} | ${p.normalRps.toFixed(1)} | ${p.phase === 'quiet' ? '—' : `${((ratio - 1) * 100).toFixed(0)} %`} | ${p.normalP50} / ${p.normalP99} | ${p.normalErrors} | ${p.floodRps.toFixed(1)} | ${p.cpuPerS.toFixed(2)} | ${p.load} |`,
    );
  });
  for (const phase of PHASES) {
    const ps = phases.filter((p) => p.phase === phase);
    const rps = ps.reduce((s, p) => s + p.normalRps, 0) / ps.length;
    console.log(
      `\n${kind} ${phase}: normal ${rps.toFixed(1)}/s (${phase === 'quiet' ? 'baseline' : `${(((rps - quietRps) / quietRps) * 100).toFixed(0)} % vs quiet`}); normal answers: ${statuses(ps.at(-1).normalByOp)}${phase === 'quiet' ? '' : `; flood answers: ${statuses(ps.at(-1).floodByOp)}`}`,
    );
  }
}
process.exit(failed ? 1 : 0);
