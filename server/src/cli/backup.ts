import { isAbsolute, resolve } from 'node:path';
import { loadDotEnv, loadEnv } from '../env.js';
import {
  backupDatabase,
  defaultBackupName,
  restoreDatabase,
} from '#server/modules/backup/index.js';

const USAGE = `Usage:
  npm run backup [-- <file>]     back up the database (DATABASE_URL: pg_dump; else the embedded one)
  npm run restore -- <file>      replace the database with a backup (stop the server first)`;

async function main() {
  const [mode, given] = [process.argv[2], process.argv[3]];
  if (mode !== 'backup' && mode !== 'restore') throw new Error(USAGE);
  if (mode === 'restore' && !given) throw new Error(USAGE);
  // npm runs this script in server/; paths on the command line are relative to where npm was called.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  loadDotEnv();
  const env = loadEnv();
  const target = { url: env.DATABASE_URL, dataDir: env.DATA_DIR };
  const kindHere = env.DATABASE_URL ? 'postgres' : 'embedded';
  const file = given
    ? isAbsolute(given)
      ? given
      : resolve(cwd, given)
    : resolve(cwd, defaultBackupName(kindHere));
  if (mode === 'backup') {
    await backupDatabase(target, file);
    console.log(`Backed up the ${kindHere} database to ${file}`);
  } else {
    await restoreDatabase(target, file);
    console.log(`Restored the ${kindHere} database from ${file}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
