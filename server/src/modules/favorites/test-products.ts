import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Engine, ProductInput } from '@safeshelf/engine';
import type { Db } from '#server/db/client.js';
import { queryRows } from '#server/db/client.js';

const readProducts = (catalogDir: string): ProductInput[] =>
  readFileSync(join(catalogDir, 'products/off_products_merged.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ProductInput);

async function insert(db: Db, p: ProductInput, tokens: string[] = []) {
  const [row] = await queryRows<{ id: number; code: string }>(
    db,
    sql`insert into products (code, name_other, content_hash, diet_tokens)
        values (${p.code}, ${p.product_name ?? null}, ${p.code}, array(select jsonb_array_elements_text(${JSON.stringify(tokens)}::jsonb)))
        returning id, code`,
  );
  if (!row) throw new Error('insert failed');
  return row;
}

/** Inserts the first `count` real Open Food Facts products from CATALOG_DIR (ids and names only). */
export async function insertRealProducts(
  db: Db,
  catalogDir: string,
  count: number,
): Promise<{ id: number; code: string }[]> {
  const rows = [];
  for (const p of readProducts(catalogDir).slice(0, count)) rows.push(await insert(db, p));
  return rows;
}

/**
 * One real product the engine judges red for lactose and one it judges green, stored with their
 * diet tokens as the catalogue import stores them.
 */
export async function insertJudgedProducts(db: Db, catalogDir: string, engine: Engine) {
  const lactose = { intolerances: ['lactose' as const], custom: [], toleratedFodmapGroups: [] };
  const withText = readProducts(catalogDir).filter((p) => (p.ingredients_text ?? '').length > 20);
  const red = withText.find((p) => engine.judge(p, lactose, 'en').diet_color === 'red');
  const green = withText.find((p) => engine.judge(p, lactose, 'en').diet_color === 'green');
  if (!red || !green) throw new Error('no red/green product in the catalogue');
  const store = (p: ProductInput) => insert(db, p, engine.flagTokens(engine.computeFlags(p)));
  return { red: await store(red), green: await store(green) };
}
