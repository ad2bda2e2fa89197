import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { queryRows } from '#server/db/client.js';
import { openTestDatabase } from '#server/test/database.js';
import { testEnv } from '#server/test/app.js';
import { importCatalogue } from './import-catalogue.js';
import { tempFolder } from './test-catalogue.js';

/**
 * Issue 14 (8): a stray `"` in an unquoted field must not swallow the rows after it. The rows are the
 * real Lifyzer/Open Food Facts rows whose texts contain quotes, with ten neighbours each.
 */
describe('CSV and TSV import with quotes inside texts', () => {
  const env = testEnv();
  const lifyzer = join(env.CATALOG_DIR, 'products/lifyzer_off2019_swiss_barcodes.csv');
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let header: string[];
  /** Fields of the picked rows; OFF's exports put no line break inside a field. */
  let rows: string[][];
  /** The same rows' text as found in the file (comma CSV, RFC 4180 quoting, CRLF). */
  const raw = new Map<string, string>();
  beforeAll(async () => {
    database = await openTestDatabase();
    const all = parse(readFileSync(lifyzer), { bom: true, raw: true }) as unknown as {
      record: string[];
      raw: string;
    }[];
    header = all[0]!.record;
    const quoted = all.flatMap(({ record }, i) =>
      i > 0 && record.some((f) => f.includes('"')) ? [i] : [],
    );
    const picked = [...new Set(quoted.flatMap((i) => [i, i + 1, i + 2, i + 3]))].sort(
      (a, b) => a - b,
    );
    rows = picked.map((i) => all[i]!.record.map((f) => f.replace(/\r?\n/g, ' ')));
    for (const i of picked) raw.set(all[i]!.record[0]!, all[i]!.raw.replace(/\r?\n?$/, ''));
  });
  afterAll(() => database.close());

  const run = (file: string) =>
    importCatalogue(database, { paths: [file], catalogDir: env.CATALOG_DIR, swissOnly: true });
  /** The stored product as one JSON text, or undefined when it was not imported. */
  const productOf = async (code: string) =>
    (
      await queryRows<{ doc: string }>(
        database.db,
        sql`select row_to_json(p)::text as doc from products p where code = ${code}`,
      )
    )[0]?.doc;

  it('reads an Open Food Facts export (tab-separated, unquoted) with stray quotes: no row lost', async () => {
    // OFF's export: tabs, no quoting at all, so a lone quote (7617027632157: `Roquette (Suisse/Italie)`
    // … one `"`) and a quote at a field's start are plain text.
    const pizza = ['7610000000124', '12" Pizza Margherita', 'Weizenmehl, Tomaten, Mozzarella'];
    pizza.length = header.length;
    pizza.fill('', 3);
    const lines = [header, ...rows.slice(0, 20), pizza, ...rows.slice(20)].map((r) => r.join('\t'));
    const file = join(tempFolder(), 'off_export.csv');
    writeFileSync(file, lines.join('\n') + '\n');
    const report = await run(file);
    expect(report.files[0]).toMatchObject({ rows: rows.length + 1, skipped: 0 });
    const stray = rows.find((r) => r[2]!.split('"').length === 2)!;
    expect(stray[0]).toBe('7617027632157');
    expect(await productOf(stray[0]!)).toContain(JSON.stringify(stray[2]!.trim()).slice(1, 60));
    expect(await productOf('7610000000124')).toContain('12\\" Pizza Margherita');
    for (const row of rows) expect(await productOf(row[0]!), row[0]).toBeDefined();
  });

  it('reads a comma CSV with quoted fields as found and an unquoted `12" Pizza`, reporting lines', async () => {
    const source = readFileSync(lifyzer, 'utf8').split('\n');
    const realLines = source.filter((l) =>
      /^7613331012838,|^7617027632157,|^7623700424407,/.test(l),
    );
    expect(realLines[0]).toContain('"Riz pour paella espagnol ""Bomba"""');
    const width = header.length;
    const lines = [
      source[0],
      realLines[0],
      `7610000000124,12" Pizza Margherita,"Weizenmehl, Tomaten",${','.repeat(width - 4)}`,
      '7610000000131,"Zwei\nZeilen",Zucker' + ','.repeat(width - 3),
      '7610000000148,too,few,fields',
      ...realLines.slice(1),
    ];
    const file = join(tempFolder(), 'lifyzer_quotes.csv');
    writeFileSync(file, lines.join('\n') + '\n');
    const report = await run(file);
    expect(report.files[0]).toMatchObject({ rows: 6, skipped: 1 });
    expect(report.issues).toContainEqual({
      file,
      line: 6,
      reason: `expected ${width} fields, found 4`,
    });
    expect(await productOf('7610000000124')).toContain('12\\" Pizza Margherita');
    expect(await productOf('7613331012838')).toContain('Riz pour paella espagnol \\"Bomba\\"');
    expect(await productOf('7610000000131')).toContain('"name_other":"Zwei Zeilen"');
    expect(await productOf('7623700424407')).toBeDefined();
  });

  it('stops with the line of a quote left open at the end of a CSV file, importing nothing of it', async () => {
    const file = join(tempFolder(), 'open_quote.csv');
    writeFileSync(file, `${header.join(',')}\n7610000000155,"Offen,,,\n7610000000162,B,,\n`);
    await expect(run(file)).rejects.toThrow(
      /open_quote\.csv: line 2: a quote opened here is never closed/,
    );
    expect(await productOf('7610000000162')).toBeUndefined();
  });
});
