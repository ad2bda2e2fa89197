import type { Database, Db } from '#server/db/client.js';
import { readCsv } from './read-lines.js';
import { updatePrices, type PriceRow } from './repository.js';
import { cleanBarcode, type RowIssue } from './source-record.js';

export interface PriceReport {
  rows: number;
  updated: number;
  unknownBarcodes: number;
  skipped: number;
  issues: RowIssue[];
}

const pick = (row: Record<string, string>, ...names: string[]) =>
  names.map((n) => row[n]?.trim()).find((v) => v) ?? '';

/** The link as the browser will read it, when it is http or https (never `javascript:` …). */
function httpUrl(text: string): string | null {
  const url = URL.parse(text);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
}

/**
 * A price list CSV (barcode, store, price in CHF, url, date) fills price, grocery_store and
 * product_url of known products, in one transaction. Prices are never invented: rows without a
 * plausible price are skipped and reported.
 */
export async function importPrices(database: Database, file: string): Promise<PriceReport> {
  const report: PriceReport = { rows: 0, updated: 0, unknownBarcodes: 0, skipped: 0, issues: [] };
  const skip = (line: number, reason: string) => {
    report.skipped += 1;
    if (report.issues.length < 1000) report.issues.push({ file, line, reason });
  };
  let header: string[] | null = null;
  const rows: PriceRow[] = [];
  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    for await (const { line, fields } of readCsv(file)) {
      if (!header) {
        header = fields.map((f) =>
          f
            .trim()
            .toLowerCase()
            .replace(/[^a-z]+/g, '_')
            .replace(/^_|_$/g, ''),
        );
        continue;
      }
      report.rows += 1;
      const row: Record<string, string> = {};
      header.forEach((h, i) => (row[h] = fields[i] ?? ''));
      const code = cleanBarcode(pick(row, 'barcode', 'code', 'ean'));
      const price = Number(pick(row, 'price_chf', 'price', 'chf').replace(',', '.'));
      const store = pick(row, 'store', 'grocery_store', 'shop');
      const date = pick(row, 'date', 'price_date');
      if (!code) skip(line, 'invalid barcode');
      else if (!Number.isFinite(price) || price <= 0 || price > 10_000)
        skip(line, 'no plausible price');
      else if (!store) skip(line, 'no store');
      else if (date && !/^\d{4}-\d{2}-\d{2}$/.test(date)) skip(line, 'date is not YYYY-MM-DD');
      else {
        const link = pick(row, 'url', 'product_url');
        const url = link ? httpUrl(link) : null;
        if (link && !url && report.issues.length < 1000)
          report.issues.push({ file, line, reason: 'url is not http or https: dropped' });
        rows.push({ code, store, price, url, date: date || null });
      }
      if (rows.length >= 1000) await flush(db, rows.splice(0), report);
    }
    await flush(db, rows.splice(0), report);
  });
  return report;
}

async function flush(db: Db, rows: PriceRow[], report: PriceReport) {
  if (!rows.length) return;
  const updated = new Set(await updatePrices(db, rows));
  report.updated += updated.size;
  report.unknownBarcodes += new Set(rows.map((r) => r.code)).size - updated.size;
}
