// Loads real products for the engine benchmarks: Open Food Facts JSONL plus the Lifyzer
// OFF-2019 Swiss CSV (distinct products, mostly de/fr ingredient texts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductInput } from '@safeshelf/engine';

export function readOffProducts(catalogDir: string): (ProductInput & Record<string, unknown>)[] {
  const text = readFileSync(join(catalogDir, 'products', 'off_products_merged.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as ProductInput & Record<string, unknown>);
}

/** Minimal RFC 4180 CSV reader (quoted fields, doubled quotes, newlines in quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export function readLifyzerProducts(catalogDir: string): ProductInput[] {
  const rows = parseCsv(
    readFileSync(join(catalogDir, 'products', 'lifyzer_off2019_swiss_barcodes.csv'), 'utf8'),
  );
  const header = rows[0] ?? [];
  const code = header.indexOf('code');
  const ingredients = header.indexOf('ingredients_text');
  return rows
    .slice(1)
    .filter((r) => r[ingredients])
    .map((r) => ({ code: r[code], ingredients_text: r[ingredients] }));
}
