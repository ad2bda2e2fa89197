import { statSync, readdirSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { readCsv, readLines } from './read-lines.js';
import { parseOffDocument } from './off-record.js';
import { parseFoodRepoRow } from './foodrepo-record.js';
import type { ParsedRow } from './source-record.js';

const EXTENSIONS = new Set(['.jsonl', '.ndjson', '.csv', '.tsv']);

/** The importable files: the file itself, or the product files in a folder (name order). */
export function listSourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((f) => EXTENSIONS.has(extname(f).toLowerCase()))
    .sort()
    .map((f) => join(path, f));
}

/** A file's source key (its name without extension): re-importing the file replaces its own rows only. */
export const sourceKey = (file: string) => basename(file, extname(file));

/** Parsed rows of an OFF JSONL, OFF CSV/TSV or FoodRepo CSV file, streamed. */
export async function* readSourceFile(
  file: string,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<ParsedRow> {
  const ext = extname(file).toLowerCase();
  if (ext === '.jsonl' || ext === '.ndjson') {
    for await (const { line, text } of readLines(file, onBytes)) {
      if (!text.trim()) continue;
      let doc: unknown;
      try {
        doc = JSON.parse(text);
      } catch {
        yield { ok: false, line, reason: 'broken JSON' };
        continue;
      }
      if (!doc || typeof doc !== 'object' || Array.isArray(doc))
        yield { ok: false, line, reason: 'not a JSON object' };
      else yield parseOffDocument(doc as Record<string, unknown>, line);
    }
    return;
  }
  let header: string[] | null = null;
  let foodRepo = false;
  for await (const { line, fields } of readCsv(file, onBytes)) {
    if (!header) {
      header = fields.map((f) => f.trim());
      foodRepo = header.includes('ingredients_fr_list') || header.includes('energy_kj_100');
      if (!header.includes('code'))
        throw new Error(`${file}: no "code" column; not a product file`);
      continue;
    }
    if (fields.length !== header.length) {
      yield { ok: false, line, reason: `expected ${header.length} fields, found ${fields.length}` };
      continue;
    }
    const row: Record<string, string> = {};
    header.forEach((h, i) => (row[h] = fields[i] ?? ''));
    yield foodRepo ? parseFoodRepoRow(row, line) : parseOffDocument(row, line);
  }
}
