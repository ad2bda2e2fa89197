import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

/** Streams a file line by line (never the whole file in memory), with 1-based line numbers. */
export async function* readLines(
  file: string,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<{ line: number; text: string }> {
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 });
  if (onBytes) stream.on('data', (chunk) => onBytes(Buffer.byteLength(chunk)));
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line += 1;
    yield { line, text };
  }
}

/**
 * CSV records from a line stream: RFC 4180 quoting, quoted fields may span lines. Yields the
 * fields and the line number where the record starts.
 */
export async function* readCsv(
  file: string,
  delimiter: string | null,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<{ line: number; fields: string[] }> {
  let pending = '';
  let startLine = 0;
  let sep = delimiter;
  for await (const { line, text } of readLines(file, onBytes)) {
    if (!pending) startLine = line;
    pending = pending ? `${pending}\n${text}` : text;
    if (countQuotes(pending) % 2 === 1) continue;
    sep ??= pending.includes('\t') ? '\t' : ',';
    const record = pending;
    pending = '';
    if (record.trim() === '') continue;
    yield { line: startLine, fields: splitCsv(record, sep) };
  }
}

function countQuotes(s: string): number {
  let n = 0;
  for (let i = s.indexOf('"'); i >= 0; i = s.indexOf('"', i + 1)) n += 1;
  return n;
}

export function splitCsv(record: string, sep: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < record.length; i++) {
    const c = record[i];
    if (quoted) {
      if (c === '"' && record[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === sep) {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields;
}
