import { loadDotEnv, loadEnv } from '../env.js';
import { openDatabase } from '../db/client.js';
import {
  formatReportGroups,
  groupVerdictReports,
  listAllVerdictReports,
} from '#server/modules/verdict-reports/index.js';

// `npm run reports [-- --json]`: every "Is this wrong?" report, grouped by product and reason code,
// for the team improving the engine. Reports are never readable through the API by anyone else.
async function main() {
  loadDotEnv();
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const groups = groupVerdictReports(await listAllVerdictReports(database.db));
    console.log(
      process.argv.includes('--json')
        ? JSON.stringify(groups, null, 2)
        : formatReportGroups(groups),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
