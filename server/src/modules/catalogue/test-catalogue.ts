import { createReadStream, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** A fresh temporary folder for files written by a test. */
export const tempFolder = () => mkdtempSync(join(tmpdir(), 'safeshelf-catalogue-'));

/**
 * Copies the header and the first `count` lines accepted by `keep` of a real data file into
 * `folder/name` (test data is cut from the real files at run time, never committed).
 */
export async function writeSubset(
  source: string,
  folder: string,
  name: string,
  keep: (line: string) => boolean,
  count: number,
): Promise<string> {
  const lines = createInterface({ input: createReadStream(source, 'utf8') });
  const out: string[] = [];
  let header = source.endsWith('.csv');
  for await (const line of lines) {
    if (header) {
      out.push(line);
      header = false;
    } else if (keep(line)) out.push(line);
    if (out.length >= count + (source.endsWith('.csv') ? 1 : 0)) break;
  }
  lines.close();
  const file = join(folder, name);
  writeFileSync(file, out.join('\n') + '\n');
  return file;
}

/** The first `count` Swiss (761…) FoodRepo rows. */
export const writeFoodRepoSubset = (catalogDir: string, count: number) =>
  writeSubset(
    join(catalogDir, 'products/foodrepo_ch_2018.csv'),
    tempFolder(),
    'foodrepo_subset.csv',
    (l) => l.startsWith('761'),
    count,
  );

export const swissOffFile = (catalogDir: string) =>
  join(catalogDir, 'products/off_products_swiss.jsonl');
