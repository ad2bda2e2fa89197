// Import throughput on PostgreSQL: the default catalogue into a fresh database, then the same files
// again (idempotent: nothing written), then every product of every file (--all).
// Run: npx tsx bench/import-postgres.ts   (BENCH_PG_URL, default the local test server)
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadEnv } from '../server/src/env.js';
import { openDatabase } from '../server/src/db/client.js';
import { importCatalogue, type ImportReport } from '../server/src/modules/catalogue/import-catalogue.js';

const server = process.env.BENCH_PG_URL ?? 'postgres://safeshelf:safeshelf@localhost:5432/postgres';
const env = loadEnv({ ...process.env, NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) });
const name = `safeshelf_bench_${randomBytes(4).toString('hex')}`;
const admin = async (q: string) => {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(q).finally(() => client.end());
};
await admin(`create database ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString(), statementTimeoutMs: 600_000 });

const line = (label: string, r: ImportReport, cpu: NodeJS.CpuUsage) => {
  const rows = r.files.reduce((n, f) => n + f.rows, 0);
  const s = r.durationMs / 1000;
  const cpuS = (cpu.user + cpu.system) / 1e6;
  console.log(`| ${label} | ${rows} | ${r.products} | ${r.written} | ${s.toFixed(1)} | ${Math.round(r.products / s)} | ${Math.round(rows / s)} | ${cpuS.toFixed(1)} |`);
};
const run = async (label: string, swissOnly: boolean) => {
  const cpu = process.cpuUsage();
  const report = await importCatalogue(database, { paths: [`${env.CATALOG_DIR}/products`], catalogDir: env.CATALOG_DIR, swissOnly });
  line(label, report, process.cpuUsage(cpu));
  return report;
};
try {
  console.log('| import | rows read | products | written | seconds | products/s | rows/s | Node CPU s |\n|---|---|---|---|---|---|---|---|');
  const first = await run('default catalogue, empty database', true);
  await run('same files again (idempotent)', true);
  await run('every product of every file (--all)', false);
  console.log(`unmapped (no category): ${first.totalUnmapped} of ${first.totalProducts}, skipped rows: ${first.skipped}, absurd values dropped: ${first.droppedValues}`);
} finally {
  await database.close();
  await admin(`drop database if exists ${name} with (force)`);
}
