import { isAbsolute, resolve } from 'node:path';
import { loadDotEnv, loadEnv } from '../env.js';
import { openDatabase } from '../db/client.js';
import {
  createProgressReporter,
  formatImportReport,
  importCatalogue,
  importPrices,
  poolWorkers,
} from '#server/modules/catalogue/index.js';
import { createWorkerPool } from '#server/workers/index.js';

const USAGE = `Usage:
  npm run import -- <file or folder>...   OFF JSONL, OFF CSV/TSV or FoodRepo CSV files (Swiss products only)
  npm run import -- --all <file>...       every product, not only Swiss-sold ones / Swiss barcodes
  npm run import -- --recompute <file>... re-merge and re-judge every product even if its data is unchanged
  npm run import -- --prices <csv>        a price list: barcode, store, price (CHF), url, date`;

async function main() {
  const args = process.argv.slice(2);
  if (!args.length || args.includes('--help')) {
    console.log(USAGE);
    return;
  }
  // npm runs this script in server/; paths on the command line are relative to where npm was called.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const paths = args
    .filter((a) => !a.startsWith('--'))
    .map((p) => (isAbsolute(p) ? p : resolve(cwd, p)));
  loadDotEnv();
  const env = loadEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    statementTimeoutMs: 600_000,
  });
  try {
    if (args.includes('--prices')) {
      for (const file of paths) {
        const r = await importPrices(database, file);
        console.log(
          `${file}: ${r.rows} rows, ${r.updated} products priced, ${r.unknownBarcodes} unknown barcodes, ${r.skipped} skipped`,
        );
        for (const i of r.issues.slice(0, 20)) console.log(`  line ${i.line}: ${i.reason}`);
      }
      return;
    }
    const progress = createProgressReporter(process.stderr);
    // Parsing and judging on every core (WORKERS threads); this thread reads and writes. No request
    // thread to give way to here, so the workers run at normal priority.
    const workers = createWorkerPool({
      catalogDir: env.CATALOG_DIR,
      threads: env.WORKERS,
      niceIncrement: 0,
    });
    try {
      const report = await importCatalogue(database, {
        paths,
        catalogDir: env.CATALOG_DIR,
        swissOnly: !args.includes('--all'),
        recompute: args.includes('--recompute'),
        onProgress: progress.update,
        workers: poolWorkers(workers),
      });
      progress.done();
      console.log(formatImportReport(report, 50).join('\n'));
    } finally {
      await workers.close();
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
