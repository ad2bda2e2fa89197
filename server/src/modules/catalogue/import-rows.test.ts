import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client.js';
import { openTestDatabase } from '#server/test/database.js';
import { testEnv } from '#server/test/app.js';
import { importCatalogue } from './import-catalogue.js';
import { swissOffFile, tempFolder } from './test-catalogue.js';

// Issue 29: one bad row of a publicly edited catalogue must cost milliseconds and be reported
// (point 6), be skipped with its file, line and reason while the rest is imported (point 8), and a
// gzip-compressed catalogue is read (point 11). Issue 30: unchanged rows are not written again.
describe('catalogue rows that the import must survive', () => {
  const env = testEnv();
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const real = readFileSync(swissOffFile(env.CATALOG_DIR), 'utf8')
    .split('\n')
    .filter((l) => l.includes('"ingredients_text'))
    .slice(0, 12);
  const doc = (i: number) => JSON.parse(real[i]!) as Record<string, unknown>;
  const run = (paths: string[]) =>
    importCatalogue(database, { paths, catalogDir: env.CATALOG_DIR, swissOnly: true });
  const stored = async (code: string) =>
    (
      await queryRows<{
        name_de: string | null;
        name_fr: string | null;
        name_other: string | null;
        ingredients: string | null;
      }>(
        database.db,
        sql`select name_de, name_fr, name_other, coalesce(ingredients_text_de, ingredients_text_fr, ingredients_text_en, ingredients_text_other) as ingredients
            from products where code = ${code}`,
      )
    )[0];

  it('skips a row with a NUL or a lone surrogate, naming file, line and field, and imports the rest', async () => {
    const withNul: Record<string, unknown> = {
      ...doc(1),
      ingredients_text_de: 'Zucker\u0000, Milch',
    };
    const withSurrogate = { ...doc(2), product_name_de: 'Schokolade \ud83d' };
    const lines = [real[0]!, JSON.stringify(withNul), JSON.stringify(withSurrogate), real[3]!];
    const file = join(tempFolder(), 'off_bad_characters.jsonl');
    writeFileSync(file, lines.join('\n') + '\n');

    const report = await run([file]);
    expect(report.issues).toEqual([
      {
        file,
        line: 2,
        reason: 'ingredients_text_de holds a NUL character or a broken (lone surrogate) character',
      },
      {
        file,
        line: 3,
        reason: 'product_name_de holds a NUL character or a broken (lone surrogate) character',
      },
    ]);
    expect(report.skipped).toBe(2);
    expect(await stored(String(doc(0).code))).toBeDefined();
    expect(await stored(String(doc(3).code))).toBeDefined();
    expect(await stored(String(withNul.code))).toBeUndefined();
    // The file's first import builds this thread's engine and catalogue context: seconds at load 25+.
  }, 120_000);

  it('leaves out an ingredient list of 200,000 "(" at once, reports it, and keeps the product', async () => {
    const code = String(doc(4).code);
    const brackets = {
      ...doc(4),
      ingredients_text: '('.repeat(200_000),
      ingredients_text_de: undefined,
      ingredients_text_fr: undefined,
      ingredients_text_en: undefined,
    };
    const file = join(tempFolder(), 'off_brackets.jsonl');
    writeFileSync(file, `${JSON.stringify(brackets)}\n${real[5]}\n`);

    const started = performance.now();
    const report = await run([file]);
    // Judged, it took over 300 s (issue 29); left out, the whole two-row import is a moment.
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(report.issues).toContainEqual({
      file,
      line: 1,
      reason: 'ingredients_text: 200,000 characters (limit 10,000), not imported',
    });
    expect(await stored(code)).toMatchObject({ ingredients: null });
    expect(report.products).toBe(2);
  }, 60_000);

  it('reads a gzip-compressed JSONL catalogue like the plain file', async () => {
    const folder = tempFolder();
    const file = join(folder, 'off_part.jsonl.gz');
    writeFileSync(file, gzipSync(real.slice(6, 10).join('\n') + '\n'));
    const report = await run([folder]);
    expect(report.files).toEqual([{ file, rows: 4, accepted: 4, skipped: 0, notSwiss: 0 }]);
    for (let i = 6; i < 10; i++) expect(await stored(String(doc(i).code))).toBeDefined();
  });

  it('skips a line too long to read without holding it, and reads the lines after it', async () => {
    const file = join(tempFolder(), 'off_long_line.jsonl');
    const huge = JSON.stringify({ ...doc(10), generic_name: 'x'.repeat(9 << 20) });
    writeFileSync(file, `${huge}\n${real[11]}\n`);
    const report = await run([file]);
    expect(report.issues).toEqual([
      {
        file,
        line: 1,
        reason: expect.stringMatching(/^line of 9,\d{3},\d{3} bytes, too long to read$/),
      },
    ]);
    expect(await stored(String(doc(11).code))).toBeDefined();
  });

  it('sends and writes nothing for a file read again unchanged, and only the changed row after an edit', async () => {
    const file = join(tempFolder(), 'off_again.jsonl');
    writeFileSync(file, real.slice(0, 6).join('\n') + '\n');
    await run([file]);
    const again = await run([file]);
    expect(again).toMatchObject({ changedRows: 0, products: 0, written: 0 });

    const renamed: Record<string, unknown> = { ...doc(2), product_name_de: 'Neuer Name' };
    writeFileSync(
      file,
      [...real.slice(0, 2), JSON.stringify(renamed), ...real.slice(3, 6)].join('\n') + '\n',
    );
    const edited = await run([file]);
    expect(edited).toMatchObject({ changedRows: 1, products: 1, written: 1 });
    expect(await stored(String(renamed.code))).toMatchObject({ name_de: 'Neuer Name' });
  });

  it('stops on a database error with its reason, never with the batch it was writing', async () => {
    const file = join(tempFolder(), 'off_refused.jsonl');
    writeFileSync(file, real.slice(0, 3).join('\n') + '\n');
    const scratch = await openTestDatabase();
    try {
      const name = String(doc(1).product_name ?? doc(1).product_name_de ?? doc(1).product_name_fr);
      await scratch.db.execute(
        sql.raw(
          `alter table product_sources add constraint refuse_one check (code <> '${String(doc(1).code)}')`,
        ),
      );
      const failure = await importCatalogue(scratch, {
        paths: [file],
        catalogDir: env.CATALOG_DIR,
        swissOnly: true,
      }).catch((error: Error) => error);
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toMatch(/^catalogue import failed: .*refuse_one/);
      expect((failure as Error).message).not.toContain(name);
      expect((failure as Error).message.length).toBeLessThan(300);
    } finally {
      await scratch.close();
    }
  });
});
