import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client.js';

/**
 * Creating an embedded database runs initdb (~4 s); loading a dump of an already migrated one takes
 * under 1 s. Build that template once per run; each test file starts from a copy of it.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openDatabase({});
  const dump = await database.dump!();
  await database.close();
  const file = join(mkdtempSync(join(tmpdir(), 'safeshelf-template-')), 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.SAFESHELF_TEST_TEMPLATE = file;
}
