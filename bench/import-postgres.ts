// Import throughput on PostgreSQL: the default catalogue into a fresh database, then the same files
// again (idempotent: nothing written), then every product of every file (--all).
// Run: npx tsx bench/import-postgres.ts   (BENCH_PG_URL, default the local test server)
import { loadEnv } from '../server/src/env.js';
import { openDatabase } from '../server/src/db/client.js';
import { createScratchDatabase } from '../server/src/test/database.js';
import {
  importCatalogue,
  type ImportReport,
} from '../server/src/modules/catalogue/import-catalogue.js';

const server = process.env.BENCH_PG_URL ?? 'postgres://safeshelf:safeshelf@localhost:5432/postgres';
const env = loadEnv({ ...process.env, NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) });
const scratch = await createScratchDatabase(server, 'safeshelf_bench');
const database = await openDatabase({ url: scratch.url, statementTimeoutMs: 600_000 });

const line = (label: string, r: ImportReport, cpu: NodeJS.CpuUsage) => {
  const rows = r.files.reduce((n, f) => n + f.rows, 0);
  const s = r.durationMs / 1000;
  const cpuS = (cpu.user + cpu.system) / 1e6;
  console.log(
    `| ${label} | ${rows} | ${r.products} | ${r.written} | ${s.toFixed(1)} | ${Math.round(r.products / s)} | ${Math.round(rows / s)} | ${cpuS.toFixed(1)} |`,
  );
};
const run = async (label: string, swissOnly: boolean) => {
  const cpu = process.cpuUsage();
  const report = await importCatalogue(database, {
    paths: [`${env.CATALOG_DIR}/products`],
    catalogDir: env.CATALOG_DIR,
    swissOnly,
  });
  line(label, report, process.cpuUsage(cpu));
  return report;
};
try {
  console.log(
    '| import | rows read | products | written | seconds | products/s | rows/s | Node CPU s |\n|---|---|---|---|---|---|---|---|',
  );
  const first = await run('default catalogue, empty database', true);
  await run('same files again (idempotent)', true);
  await run('every product of every file (--all)', false);
  console.log(
    `unmapped (no category): ${first.totalUnmapped} of ${first.totalProducts}, skipped rows: ${first.skipped}, absurd values dropped: ${first.droppedValues}`,
  );
} finally {
  await database.close();
  await scratch.drop();
}
