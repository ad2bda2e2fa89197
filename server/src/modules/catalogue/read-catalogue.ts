import { mergeRecords, type MergedProduct } from './merge.js';
import { listSourceFiles, readSourceFile, sourceKey } from './read-source.js';
import type { SourceRecord } from './source-record.js';

/**
 * The catalogue an import of `paths` would store, merged in memory, without a database: the same
 * file reading and merging as `importCatalogue`, with its staging rules (within one file the last
 * row of a barcode wins; a barcode's sources are merged in source-name order). For tools that
 * judge the whole catalogue (the diet audit); products come back in barcode order.
 */
export async function readMergedCatalogue(
  paths: string[],
  swissOnly: boolean,
): Promise<MergedProduct[]> {
  const byCode = new Map<string, Map<string, SourceRecord>>();
  for (const file of paths.flatMap(listSourceFiles)) {
    const source = sourceKey(file);
    for await (const row of readSourceFile(file)) {
      if (!row.ok || (swissOnly && !row.record.swiss)) continue;
      let sources = byCode.get(row.record.code);
      if (!sources) byCode.set(row.record.code, (sources = new Map()));
      sources.set(source, row.record);
    }
  }
  const byName = (a: [string, SourceRecord], b: [string, SourceRecord]) =>
    a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
  return [...byCode.keys()]
    .sort()
    .map((code) => mergeRecords([...byCode.get(code)!.entries()].sort(byName).map(([, r]) => r)));
}
