import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { DietProfile } from '@safeshelf/engine';
import { queryRows } from '#server/db/client.js';
import { openTestDatabase } from '#server/test/database.js';
import { testEnv } from '#server/test/app.js';
import { getEngine } from '#server/modules/diet/index.js';
import { findProductRecord } from '../products/repository.js';
import { toEngineInput } from '../products/product-record.js';
import { importCatalogue } from './import-catalogue.js';
import { swissOffFile, tempFolder } from './test-catalogue.js';

const gluten: DietProfile = { intolerances: ['gluten'], custom: [], toleratedFodmapGroups: [] };

// Italian is a Swiss national language: a pack may carry its name and list in Italian only
// (product_name_it, ingredients_text_it in Open Food Facts), and Ticino's shoppers search in it.
describe('Italian names and ingredient lists', () => {
  const env = testEnv();
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('imports a pack that speaks only Italian: judged from its list, found by its name', async () => {
    // Ikea's oat biscuits from the default catalogue, with every text but the Italian ones taken
    // away, and the allergen tags too, so that only the Italian list can say "frumento".
    const line = readFileSync(swissOffFile(env.CATALOG_DIR), 'utf8')
      .split('\n')
      .find((l) => l.includes('"code": "1496500570003"'))!;
    const doc = JSON.parse(line) as Record<string, unknown>;
    for (const key of Object.keys(doc))
      if (/^(product_name|ingredients_text|allergens|traces)(?!_it$)/.test(key)) delete doc[key];
    expect(doc.product_name_it).toBe("Tallero all'avena");
    const file = join(tempFolder(), 'off_italian.jsonl');
    writeFileSync(file, `${JSON.stringify(doc)}\n`);

    const report = await importCatalogue(database, {
      paths: [file],
      catalogDir: env.CATALOG_DIR,
      swissOnly: true,
    });
    expect(report.skipped).toBe(0);
    const engine = getEngine(env.CATALOG_DIR);
    const record = await findProductRecord(
      database.db,
      { code: '1496500570003' },
      engine.dietTokenQuery(gluten),
    );
    expect(record?.name_it).toBe("Tallero all'avena");
    expect(record?.ingredients_text_it).toMatch(/^Zucchero, fiocchi d'avena/);
    // The list a product list colours by (stored tokens) and the product page (judged live) agree.
    expect(record?.diet_color).toBe('red');
    expect(engine.judge(toEngineInput(record!), gluten, 'de').diet_color).toBe('red');
    const [found] = await queryRows<{ hit: boolean }>(
      database.db,
      sql`select s.search_doc @@ 'tallero'::tsquery as hit
          from product_search s join products p on p.id = s.id where p.code = '1496500570003'`,
    );
    expect(found?.hit).toBe(true);
  }, 180_000);
});
