import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';

/**
 * A fresh, migrated database for one test file: in-memory embedded by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = process.env.SAFESHELF_TEST_TEMPLATE;
    return openDatabase(template ? { template: new Blob([readFileSync(template)]) } : {});
  }
  const scratch = await createScratchDatabase(serverUrl);
  const database = await openDatabase({ url: scratch.url, poolMax: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server at `serverUrl` (tests, benchmarks), and how to drop it. */
export async function createScratchDatabase(serverUrl: string, prefix = 'safeshelf_test') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(serverUrl, name) };
}

/** Cleanup must not fail a passing test file: retry briefly, then leave the database behind. */
async function dropDatabase(serverUrl: string, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      if (attempt >= 3) {
        console.warn(`could not drop test database ${name}: ${(error as Error).message}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
