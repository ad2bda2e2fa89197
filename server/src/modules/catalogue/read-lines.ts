import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { parse, type Options } from 'csv-parse';

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

export type DelimitedFormat = 'csv' | 'tsv';

/**
 * Parser settings per format. Open Food Facts exports are tab-separated and never quoted, so a `"`
 * there is text (`12" Pizza`); comma CSV follows RFC 4180, and a quote inside an unquoted field is
 * kept as text too (`relax_quotes`) instead of opening a field that swallows the following rows.
 */
export function parserOptions(format: DelimitedFormat): Options {
  const common: Options = {
    bom: true,
    info: true,
    // Files joined from several sources mix CRLF and LF; a lone CR stays text.
    record_delimiter: ['\r\n', '\n'],
    skip_empty_lines: true,
    relax_column_count: true,
  };
  return format === 'tsv'
    ? { ...common, delimiter: '\t', quote: false }
    : { ...common, delimiter: ',', quote: '"', relax_quotes: true };
}

/** A `.tsv` file is TSV; a `.csv` file is TSV when its header line has a tab (OFF's own export). */
export async function detectFormat(file: string): Promise<DelimitedFormat> {
  if (file.toLowerCase().endsWith('.tsv')) return 'tsv';
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    const head = buffer.subarray(0, bytesRead).toString('utf8');
    const firstLine = head.slice(0, (head.indexOf('\n') + 1 || head.length + 1) - 1);
    return firstLine.includes('\t') ? 'tsv' : 'csv';
  } finally {
    await handle.close();
  }
}

/**
 * CSV or TSV records, streamed through csv-parse. Yields the fields and the line number where the
 * record starts (a quoted field may span lines). A quote left open at the end of the file is an
 * error naming its line, never a silently dropped tail.
 */
export async function* readCsv(
  file: string,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<{ line: number; fields: string[] }> {
  const format = await detectFormat(file);
  const stream = createReadStream(file, { highWaterMark: 1 << 20 });
  if (onBytes) stream.on('data', (chunk) => onBytes(chunk.length));
  const parser = stream.pipe(parse(parserOptions(format)));
  stream.on('error', (error) => parser.destroy(error));
  let linesBefore = 0;
  let emptyBefore = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number; empty_lines: number };
    }>) {
      // Start line: one past the previous record's last line, after the empty lines skipped since.
      const line = linesBefore + 1 + (info.empty_lines - emptyBefore);
      linesBefore = info.lines;
      emptyBefore = info.empty_lines;
      yield { line, fields: record };
    }
  } catch (error) {
    const message =
      (error as { code?: string }).code === 'CSV_QUOTE_NOT_CLOSED'
        ? `line ${linesBefore + 1}: a quote opened here is never closed`
        : (error as Error).message;
    throw new Error(`${file}: ${message}`, { cause: error });
  }
}
