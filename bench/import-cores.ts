// Import and re-judging on 1 core and on all cores (issue 30 point 4, issue 26 point 5): for each
// worker-thread count, a fresh database gets the catalogue (first import), the same files again
// (unchanged rows: nothing to write), then every product judged again (as after an engine change).
// Each configuration runs in a process of its own, so its peak memory (RSS) is its own.
// Reported per run: wall time, products/s, CPU seconds of this process (all threads), of its main
// thread, and of the PostgreSQL backend(s) of the scratch database (/proc), CPU per product, peak
// RSS, and the machine's load average before and after. On a busy machine compare CPU, not wall.
//
// Run: npx tsx bench/import-cores.ts [--db postgres|embedded] [--threads 1,2] [--all] [files…]
//   default: PostgreSQL (BENCH_PG_URL), threads 1 and every core, the default catalogue (Swiss rows
//   of CATALOG_DIR/products); the 1M file: npx tsx bench/make-catalogue-1m.ts, then
//   npx tsx bench/import-cores.ts --all /tmp/safeshelf-off-1000000.jsonl.gz
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadEnv } from '../server/src/env.js';
import { openDatabase } from '../server/src/db/client.js';
import { createScratchDatabase } from '../server/src/test/database.js';
import {
  ENGINE_FINGERPRINT_KEY,
  importCatalogue,
  type ImportReport,
} from '../server/src/modules/catalogue/import-catalogue.js';
import { poolWorkers } from '../server/src/modules/catalogue/import-workers.js';
import { upsertCatalogueMeta } from '../server/src/modules/catalogue/repository.js';
import { createWorkerPool } from '../server/src/workers/index.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const child = args.includes('--child');
const all = args.includes('--all');
const kind = option('--db') ?? 'postgres';
const threadList = (option('--threads') ?? `1,${availableParallelism()}`).split(',').map(Number);
const files = args.filter((a) => !a.startsWith('--'));
const server = process.env.BENCH_PG_URL ?? 'postgres://safeshelf:safeshelf@localhost:5432/postgres';
const env = loadEnv({ ...process.env, NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) });
const paths = files.length ? files : [`${env.CATALOG_DIR}/products`];

/** utime + stime in seconds of a process (`pid`) or of one of this process's threads (`task`). */
function cpuSeconds(stat: string) {
  const fields = readFileSync(stat, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function postgresCpu(database: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [database],
    );
    return rows.reduce((sum, { pid }) => sum + cpuSeconds(`/proc/${pid}/stat`), 0);
  } finally {
    await client.end();
  }
}

interface Run {
  label: string;
  seconds: number;
  products: number;
  rows: number;
  written: number;
  changedRows: number;
  cpu: number;
  mainCpu: number;
  pgCpu: number;
  load: string;
}

async function runChild(threads: number) {
  const scratch =
    kind === 'postgres' ? await createScratchDatabase(server, 'safeshelf_bench') : null;
  const dbName = scratch ? new URL(scratch.url).pathname.slice(1) : '';
  const database = await openDatabase(
    scratch ? { url: scratch.url, statementTimeoutMs: 3_600_000 } : {},
  );
  // As `npm run import` runs them: at normal priority (no request thread to give way to).
  const pool = createWorkerPool({ catalogDir: env.CATALOG_DIR, threads, niceIncrement: 0 });
  const workers = poolWorkers(pool);
  const measure = async (label: string, run: () => Promise<ImportReport>) => {
    const before = {
      load: loadavg()[0]!.toFixed(1),
      cpu: process.cpuUsage(),
      main: cpuSeconds(`/proc/self/task/${process.pid}/stat`),
      pg: scratch ? await postgresCpu(dbName) : 0,
      at: performance.now(),
    };
    const report = await run();
    const cpu = process.cpuUsage(before.cpu);
    const ended: Run = {
      label,
      seconds: (performance.now() - before.at) / 1000,
      products: report.products,
      rows: report.files.reduce((n, f) => n + f.rows, 0),
      written: report.written,
      changedRows: report.changedRows,
      cpu: (cpu.user + cpu.system) / 1e6,
      mainCpu: cpuSeconds(`/proc/self/task/${process.pid}/stat`) - before.main,
      pgCpu: scratch ? (await postgresCpu(dbName)) - before.pg : 0,
      load: `${before.load} → ${loadavg()[0]!.toFixed(1)}`,
    };
    // Each run as it ends: a long one cut short still leaves the runs before it.
    console.log(JSON.stringify({ run: ended, peakRssMb: process.resourceUsage().maxRSS / 1024 }));
  };
  const importFiles = () =>
    importCatalogue(database, { paths, catalogDir: env.CATALOG_DIR, swissOnly: !all, workers });
  try {
    await measure('import', importFiles);
    await measure('same files again', importFiles);
    await upsertCatalogueMeta(database.db, ENGINE_FINGERPRINT_KEY, 'an older engine');
    await measure('re-judge all', () =>
      importCatalogue(database, {
        paths: [],
        catalogDir: env.CATALOG_DIR,
        swissOnly: true,
        workers,
      }),
    );
  } finally {
    await pool.close();
    await database.close();
    await scratch?.drop();
  }
}

if (child) {
  await runChild(threadList[0]!);
} else {
  console.log(
    `${kind}, ${all ? 'every row' : 'Swiss rows'} of ${paths.join(', ')}; ${availableParallelism()} cores`,
  );
  console.log(
    '| threads | run | rows | products | written | s | products/s | CPU s (main) | PostgreSQL CPU s | CPU ms/product | peak RSS MB | load 1 min |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const threads of threadList) {
    const result = spawnSync(
      process.execPath,
      [
        ...process.execArgv,
        fileURLToPath(import.meta.url),
        '--child',
        '--threads',
        String(threads),
        '--db',
        kind,
        ...(all ? ['--all'] : []),
        ...files,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 },
    );
    const ended = result.stdout
      .split('\n')
      .filter((l) => l.startsWith('{"run"'))
      .map((l) => JSON.parse(l) as { run: Run; peakRssMb: number });
    if (result.status !== 0) console.log(`| ${threads} | stopped (exit ${result.status}) |`);
    for (const { run: r, peakRssMb } of ended) {
      // A run that rebuilt (almost) nothing has no CPU per product to speak of.
      const perProduct =
        r.products * 100 > r.rows ? (((r.cpu + r.pgCpu) * 1000) / r.products).toFixed(2) : '–';
      console.log(
        `| ${threads} | ${r.label} | ${r.rows} | ${r.products} | ${r.written} | ${r.seconds.toFixed(1)} | ${Math.round(r.products / r.seconds)} | ${r.cpu.toFixed(1)} (${r.mainCpu.toFixed(1)}) | ${r.pgCpu.toFixed(1)} | ${perProduct} | ${Math.round(peakRssMb)} | ${r.load} |`,
      );
    }
  }
}
