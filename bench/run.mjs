// `npm run bench [-- name …]`: runs benchmarks one after another (they compete for 2 cores, so never
// in parallel) and leaves their numbers on stdout; bench/RESULTS.md records the latest ones.
// Without names it runs the self-contained set; PostgreSQL and Lighthouse ones are named explicitly.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = (file) => [process.execPath, ['--import', 'tsx', join('bench', file)]];
const node = (file) => [process.execPath, [join('bench', file)]];

const benchmarks = {
  'engine-throughput': { run: tsx('engine-throughput.ts'), quick: true },
  'engine-eval': { run: tsx('engine-eval.ts'), quick: true },
  'search-embedded': { run: tsx('search-embedded.ts'), quick: true },
  categories: { run: tsx('categories.ts'), quick: true },
  login: { run: node('login-bench.mjs'), quick: true },
  'load-mixed': {
    run: node('load-mixed.mjs'),
    note: '20 connections × 30 s, embedded then PostgreSQL (BENCH_PG_URL or TEST_DATABASE_URL)',
  },
  'import-postgres': { run: tsx('import-postgres.ts'), note: 'needs PostgreSQL (BENCH_PG_URL)' },
  'import-cores': {
    run: tsx('import-cores.ts'),
    note: 'import and re-judge on 1 and all worker threads, PostgreSQL (BENCH_PG_URL); 1M: see the file',
  },
  'search-1m-postgres': {
    run: tsx('search-1m-postgres.ts'),
    note: 'needs PostgreSQL; builds 1M products once',
  },
  'label-scan': {
    run: tsx('label-scan.mjs'),
    note: '200 rendered labels through the OCR; ~15 min on 2 busy cores',
  },
  'initial-js': {
    run: node('initial-js.mjs'),
    note: 'needs a build in web/dist (npm run build -w web)',
  },
  'lighthouse-public': {
    run: node('lighthouse-public.mjs'),
    note: 'needs the server on :3200 (see the file)',
  },
  'lighthouse-portal': {
    run: node('lighthouse-portal.mjs'),
    note: 'needs the server on :3300 (see the file)',
  },
};

const names = process.argv.slice(2);
const unknown = names.filter((n) => !benchmarks[n]);
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}\navailable:`);
  for (const [name, b] of Object.entries(benchmarks))
    console.error(`  ${name}${b.note ? ` (${b.note})` : ''}`);
  process.exit(2);
}
const selected = names.length ? names : Object.keys(benchmarks).filter((n) => benchmarks[n].quick);
let failed = 0;
for (const name of selected) {
  console.log(`\n━━ ${name}`);
  const [command, args] = benchmarks[name].run;
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
