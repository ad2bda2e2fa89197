import { createReadStream, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * A real subset for tests, written to a temporary folder at run time: the first `count` Swiss
 * (761…) FoodRepo rows, with the header. Returns the file path.
 */
export async function writeFoodRepoSubset(catalogDir: string, count: number): Promise<string> {
  const lines = createInterface({ input: createReadStream(join(catalogDir, 'products/foodrepo_ch_2018.csv'), 'utf8') });
  const out: string[] = [];
  for await (const line of lines) {
    if (!out.length || line.startsWith('761')) out.push(line);
    if (out.length > count) break;
  }
  lines.close();
  const file = join(mkdtempSync(join(tmpdir(), 'safeshelf-catalogue-')), 'foodrepo_subset.csv');
  writeFileSync(file, out.join('\n') + '\n');
  return file;
}

export const swissOffFile = (catalogDir: string) => join(catalogDir, 'products/off_products_swiss.jsonl');
