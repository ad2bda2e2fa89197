// The load generator of bench/search-load.ts, in a process of its own so that it can be pinned to
// a core apart from the server (taskset) and its CPU time counted apart. autocannon keeps
// `connections` requests in flight (a closed loop: each client sends its next query when the
// answer came), cycling through `paths`; every answer's time is kept for exact percentiles.
// Argument: one JSON object { url, connections, seconds, paths, headers }. Prints one JSON line.
// Bounded: a fixed duration, loopback only (the bench passes 127.0.0.1 URLs).
import autocannon from 'autocannon';

const { url, connections, seconds, paths, headers } = JSON.parse(process.argv[2]);
if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) throw new Error('loopback only');
let next = 0;
const times = [];
const statuses = {};
const cpu = process.cpuUsage();
const instance = autocannon({
  url,
  connections,
  duration: seconds,
  timeout: 10,
  headers,
  requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
});
instance.on('response', (_client, status, _bytes, ms) => {
  statuses[status] = (statuses[status] ?? 0) + 1;
  if (status === 200) times.push(ms);
});
const result = await instance;
const used = process.cpuUsage(cpu);
times.sort((a, b) => a - b);
const at = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? NaN;
const round = (x) => Math.round(x * 10) / 10;
console.log(
  JSON.stringify({
    requests: result.requests.total,
    ok: times.length,
    seconds: result.duration,
    p50: round(at(50)),
    p95: round(at(95)),
    p99: round(at(99)),
    max: round(times.at(-1) ?? NaN),
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    cpuSeconds: (used.user + used.system) / 1e6,
  }),
);
