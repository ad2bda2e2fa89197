import { statSync, readdirSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import {
  detectFormat,
  readCsv,
  readFirstLine,
  readLineBatches,
  type LongLine,
} from './read-lines.js';
import { parseOffDocument } from './off-record.js';
import { parseFoodRepoRow } from './foodrepo-record.js';
import { checkRow } from './row-checks.js';
import type { ParsedRow } from './source-record.js';

const EXTENSIONS = new Set(['.jsonl', '.ndjson', '.csv', '.tsv']);

/** A file's name without `.gz` (`off.jsonl.gz` is read as `off.jsonl`, decompressed). */
const withoutGz = (file: string) => file.replace(/\.gz$/i, '');

/** The importable files: the file itself, or the product files in a folder (name order). */
export function listSourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((f) => EXTENSIONS.has(extname(withoutGz(f)).toLowerCase()))
    .sort()
    .map((f) => join(path, f));
}

/** A file's source key (its name without extension): re-importing the file replaces its own rows only. */
export const sourceKey = (file: string) => basename(withoutGz(file), extname(withoutGz(file)));

/**
 * A piece of a source file, small enough to parse in a worker: whole lines as bytes (JSONL, and
 * TSV, which Open Food Facts never quotes), or records already split by csv-parse (quoted CSV,
 * where a field may span lines).
 */
export type SourceBatch =
  | { format: 'jsonl'; firstLine: number; data: Uint8Array; tooLong: LongLine[] }
  | {
      format: 'tsv';
      header: string[];
      firstLine: number;
      data: Uint8Array;
      tooLong: LongLine[];
    }
  | { format: 'csv'; header: string[]; records: { line: number; fields: string[] }[] };

const CSV_BATCH = 1000;
const splitHeader = (line: string, delimiter: string) =>
  line
    .replace(/^\uFEFF/, '')
    .split(delimiter)
    .map((f) => f.trim());

/** Streams a source file as batches; `onBytes` counts the bytes read from disk. */
export async function* readSourceBatches(
  file: string,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<SourceBatch> {
  const ext = extname(withoutGz(file)).toLowerCase();
  if (ext === '.jsonl' || ext === '.ndjson') {
    for await (const b of readLineBatches(file, onBytes)) yield { format: 'jsonl', ...b };
    return;
  }
  const firstLine = await readFirstLine(file);
  const format = detectFormat(withoutGz(file), firstLine);
  if (format === 'tsv') {
    const header = splitHeader(firstLine, '\t');
    checkHeader(file, header);
    for await (const b of readLineBatches(file, onBytes)) yield { format, header, ...b };
    return;
  }
  let header: string[] | null = null;
  let records: { line: number; fields: string[] }[] = [];
  // Quoted CSV: csv-parse finds where each record ends (a quoted field may span lines).
  for await (const record of readCsv(file, onBytes)) {
    if (!header) {
      header = record.fields.map((f) => f.trim());
      checkHeader(file, header);
      continue;
    }
    records.push(record);
    if (records.length >= CSV_BATCH) {
      yield { format: 'csv', header, records };
      records = [];
    }
  }
  if (header && records.length) yield { format: 'csv', header, records };
}

function checkHeader(file: string, header: string[]) {
  if (!header.includes('code')) throw new Error(`${file}: no "code" column; not a product file`);
}

const decoder = new TextDecoder();

/** The rows of a batch, parsed and checked (the work a worker does per batch). */
export function parseSourceBatch(batch: SourceBatch): ParsedRow[] {
  const rows: ParsedRow[] = [];
  if (batch.format === 'csv') {
    const foodRepo = isFoodRepo(batch.header);
    for (const { line, fields } of batch.records)
      rows.push(parseFields(batch.header, foodRepo, line, fields));
    return rows;
  }
  const tooLong = new Map(batch.tooLong.map((t) => [t.line, t.bytes]));
  const lines = decoder.decode(batch.data).split('\n');
  const foodRepo = batch.format === 'tsv' && isFoodRepo(batch.header);
  // The batch's text ends with a line break, so the split leaves one empty string at the end.
  for (let i = 0; i < lines.length - 1; i++) {
    const line = batch.firstLine + i;
    const bytes = tooLong.get(line);
    if (bytes !== undefined) {
      rows.push({
        ok: false,
        line,
        reason: `line of ${bytes.toLocaleString('en')} bytes, too long to read`,
      });
      continue;
    }
    let text = lines[i]!;
    if (text.endsWith('\r')) text = text.slice(0, -1);
    if (line === 1) text = text.replace(/^\uFEFF/, '');
    if (!text.trim()) continue;
    if (batch.format === 'tsv') {
      if (line > 1) rows.push(parseFields(batch.header, foodRepo, line, text.split('\t')));
    } else rows.push(parseJsonLine(text, line));
  }
  return rows;
}

const isFoodRepo = (header: string[]) =>
  header.includes('ingredients_fr_list') || header.includes('energy_kj_100');

function parseJsonLine(text: string, line: number): ParsedRow {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { ok: false, line, reason: 'broken JSON' };
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc))
    return { ok: false, line, reason: 'not a JSON object' };
  return checkRow(parseOffDocument(doc as Record<string, unknown>, line));
}

function parseFields(
  header: string[],
  foodRepo: boolean,
  line: number,
  fields: string[],
): ParsedRow {
  if (fields.length !== header.length)
    return { ok: false, line, reason: `expected ${header.length} fields, found ${fields.length}` };
  const row: Record<string, string> = {};
  header.forEach((h, i) => (row[h] = fields[i] ?? ''));
  return checkRow(foodRepo ? parseFoodRepoRow(row, line) : parseOffDocument(row, line));
}

/** Parsed rows of an OFF JSONL, OFF CSV/TSV or FoodRepo CSV file (gzip or not), streamed. */
export async function* readSourceFile(
  file: string,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<ParsedRow> {
  for await (const batch of readSourceBatches(file, onBytes)) yield* parseSourceBatch(batch);
}
