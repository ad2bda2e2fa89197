import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline, Transform, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { parse, type Options } from 'csv-parse';

/**
 * A line (or a CSV record) longer than this is skipped without being held in memory: the reader's
 * memory stays bounded whatever the file holds. Full Open Food Facts JSON documents are far smaller.
 */
export const MAX_LINE_BYTES = 8 << 20;
const BATCH_LINES = 1000;
const BATCH_BYTES = 1 << 20;

/** Whether a file is gzip-compressed (by its first bytes, whatever its name says). */
export async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** The file's bytes, decompressed when gzip; `onBytes` counts bytes read from disk (for progress). */
export async function openSource(file: string, onBytes?: (bytes: number) => void) {
  const gzip = await isGzip(file);
  const stages: (Readable | Transform)[] = [createReadStream(file, { highWaterMark: 1 << 20 })];
  if (onBytes) {
    stages.push(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          onBytes(chunk.length);
          done(null, chunk);
        },
      }),
    );
  }
  if (gzip) stages.push(createGunzip({ chunkSize: 1 << 20 }));
  if (stages.length === 1) return stages[0]!;
  // An error in any stage ends the last one, where the reader sees it.
  pipeline(stages, () => {});
  return stages[stages.length - 1]!;
}

/** A line too long to read, for the report. */
export interface LongLine {
  line: number;
  bytes: number;
}

/** Consecutive lines of a file as UTF-8 bytes joined by "\n" (a line too long is left empty). */
export interface LineBatch {
  firstLine: number;
  lines: number;
  data: Uint8Array;
  tooLong: LongLine[];
}

/**
 * Streams a file as batches of whole lines (about 1,000 lines or 1 MiB each), as bytes: the caller
 * hands them to a worker to decode and parse. Memory stays bounded: a line over `maxLineBytes` is
 * dropped while it is read, and reported in `tooLong`.
 */
export async function* readLineBatches(
  file: string,
  onBytes?: (bytes: number) => void,
  maxLineBytes = MAX_LINE_BYTES,
): AsyncGenerator<LineBatch> {
  let parts: Uint8Array[] = [];
  let partsBytes = 0;
  let current: Uint8Array[] = [];
  let currentBytes = 0;
  let skipping = false;
  let line = 0;
  let batch = { firstLine: 1, lines: 0, tooLong: [] as LongLine[] };
  const endLine = () => {
    line += 1;
    batch.lines += 1;
    if (skipping) batch.tooLong.push({ line, bytes: currentBytes });
    else for (const piece of current) parts.push(piece);
    if (!skipping) partsBytes += currentBytes;
    parts.push(NEWLINE);
    partsBytes += 1;
    current = [];
    currentBytes = 0;
    skipping = false;
  };
  const flush = (): LineBatch => {
    const data = new Uint8Array(partsBytes);
    let at = 0;
    for (const piece of parts) {
      data.set(piece, at);
      at += piece.length;
    }
    const out = { ...batch, data };
    parts = [];
    partsBytes = 0;
    batch = { firstLine: line + 1, lines: 0, tooLong: [] };
    return out;
  };
  for await (const chunk of await openSource(file, onBytes)) {
    const bytes = chunk as Buffer;
    let start = 0;
    while (start < bytes.length) {
      const newline = bytes.indexOf(10, start);
      const end = newline === -1 ? bytes.length : newline;
      currentBytes += end - start;
      if (skipping || currentBytes > maxLineBytes) {
        skipping = true;
        current = [];
      } else if (end > start) current.push(bytes.subarray(start, end));
      if (newline === -1) break;
      endLine();
      if (batch.lines >= BATCH_LINES || partsBytes >= BATCH_BYTES) yield flush();
      start = newline + 1;
    }
  }
  if (currentBytes > 0 || skipping) endLine();
  if (batch.lines) yield flush();
}

const NEWLINE = new Uint8Array([10]);

/** The first line of a file (decompressed), without its line break; at most 64 KiB. */
export async function readFirstLine(file: string): Promise<string> {
  const stream = await openSource(file);
  let head = '';
  try {
    for await (const chunk of stream) {
      head += (chunk as Buffer).toString('utf8');
      if (head.includes('\n') || head.length >= 64 * 1024) break;
    }
  } finally {
    stream.destroy();
  }
  return head.split('\n', 1)[0]!.replace(/\r$/, '');
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
    max_record_size: MAX_LINE_BYTES,
  };
  return format === 'tsv'
    ? { ...common, delimiter: '\t', quote: false }
    : { ...common, delimiter: ',', quote: '"', relax_quotes: true };
}

/** A `.tsv` file is TSV; a `.csv` file is TSV when its header line has a tab (OFF's own export). */
export function detectFormat(name: string, firstLine: string): DelimitedFormat {
  return name.toLowerCase().endsWith('.tsv') || firstLine.includes('\t') ? 'tsv' : 'csv';
}

/**
 * Quoted CSV records, streamed through csv-parse. Yields the fields and the line number where the
 * record starts (a quoted field may span lines). A quote left open at the end of the file is an
 * error naming its line, never a silently dropped tail.
 */
export async function* readCsv(
  file: string,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<{ line: number; fields: string[] }> {
  const format = detectFormat(file.replace(/\.gz$/i, ''), await readFirstLine(file));
  const stream = await openSource(file, onBytes);
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
    const code = (error as { code?: string }).code;
    const message =
      code === 'CSV_QUOTE_NOT_CLOSED'
        ? `line ${linesBefore + 1}: a quote opened here is never closed`
        : code === 'CSV_MAX_RECORD_SIZE'
          ? `line ${linesBefore + 1}: a record of more than ${MAX_LINE_BYTES >> 20} MiB (an unclosed quote?)`
          : (error as Error).message;
    throw new Error(`${file}: ${message}`, { cause: error });
  }
}
