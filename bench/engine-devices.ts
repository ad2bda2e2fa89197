// What each speed device of the diet engine gains on the cold path (issue 26 point 5): a copy of
// the engine with one device taken out (a small source patch) against the engine as it is, both
// loaded in one process, a new engine each pass (empty memos: an import, a re-judge after an engine
// change, a label scan), judging the 21,879 benchmark products once, in alternation.
// Run: npx tsx bench/engine-devices.ts [rounds] [device] (one device a process: see main)
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Engine, ProductInput } from '@safeshelf/engine';
import { createEngineFromDir, defaultCatalogDir } from '@safeshelf/engine/node';
import { BASE, readBenchProducts } from './engine-fingerprint';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '../packages/engine/src');

/** Per device: [file, text as it is, text without the device]. */
const DEVICES: Record<string, [string, string, string][]> = {
  // A control: a copy with nothing taken out (gain ≈ 0 if copies run as fast as the engine).
  'none (control)': [],
  // text/hints.ts: every whole-text expression runs (the scan that counts language markers stays).
  hints: [
    [
      'text/hints.ts',
      'export const scanHints = scannerOf(HINT_TABLES);',
      'export const scanHints = (_text: string): number => ALL_HINTS;',
    ],
    [
      'parse/parse-ingredients.ts',
      '      ? scanCountingMarkers(',
      '      ? ALL_HINTS | scanCountingMarkers(',
    ],
    [
      'claims/claim-phrases.ts',
      'export const CLAIM_HINT = /lact|lakt|latto|gluten|glutine|milchzucker/iu;',
      'export const CLAIM_HINT = /(?:)/u;',
    ],
  ],
  // parse/item-gates.ts, RawItem.marks and the list's rare/address tests: readItem runs every
  // expression on every name.
  'item gates': [
    ['parse/read-item.ts', '  const gated = o.gated;', '  const gated = false;'],
    ['parse/parse-list.ts', '  const gated = options.gated !== false;', '  const gated = false;'],
  ],
  // parse/table-head.ts: the nutrition-table head is looked for from the list's start.
  'table head start': [
    [
      'parse/not-ingredients.ts',
      '  TABLE_HEAD.lastIndex = gated ? searchFrom(before) : 0;',
      '  TABLE_HEAD.lastIndex = 0;',
    ],
  ],
  // parse/scan-markers.ts: the hints scan and the language count in two passes, not one.
  'fused language count': [
    [
      'parse/parse-ingredients.ts',
      '      ? scanCountingMarkers(\n          fullText,\n          HINT_TABLES,\n          Math.min(fullText.length, SAMPLE),\n          scratch.markers,\n        )',
      '      ? scanHints(fullText)',
    ],
    [
      'parse/parse-ingredients.ts',
      '        ? mostMarked(scratch.markers, langHint)',
      '        ? detectLang(sectionText, langHint, true, scratch.markers)',
    ],
  ],
  // match/name-memo.ts (decision 059): a Map from the name to its entry instead of the table of
  // 64-byte records.
  'name memo records': [
    [
      'match/matcher.ts',
      "} from './name-memo';",
      "} from './name-memo';\nimport { MapMemo } from './map-memo';",
    ],
    [
      'match/matcher.ts',
      '  const names = new NameMemo(MEMO_LIMIT);',
      '  const names = new MapMemo(MEMO_LIMIT);',
    ],
  ],
};

/** The memo the records replaced, with the same answers: a Map from the name to its entry number. */
const MAP_MEMO = `
import type { NameMatch, WordCounts } from './matcher-types';
import type { MemoLang } from './name-memo';
const code = (l: MemoLang) => (l === 'de' ? 1 : l === 'fr' ? 2 : l === 'en' ? 0 : 3);
export class MapMemo {
  private at = new Map<string, number>();
  private info: number[] = [];
  private first: (NameMatch | undefined)[] = [];
  private firstLang: number[] = [];
  private matches: (NameMatch | undefined)[] = [];
  constructor(private readonly limit: number) {}
  get size() { return this.at.size; }
  entryOf(name: string): number {
    let e = this.at.get(name);
    if (e === undefined) {
      if (this.at.size >= this.limit) { this.at.clear(); this.info = []; this.first = []; this.firstLang = []; this.matches = []; }
      e = this.at.size;
      this.at.set(name, e);
      this.info.push(0); this.first.push(undefined); this.firstLang.push(-1);
      this.matches.push(undefined, undefined, undefined, undefined);
    }
    return e;
  }
  flags(e: number) { return this.info[e] as number; }
  setFlags(e: number, f: number) { this.info[e] = f; }
  readFlat(e: number, lang: MemoLang, into: WordCounts): string[] | undefined {
    if (this.firstLang[e] !== code(lang)) return undefined;
    const m = this.first[e] as NameMatch;
    into.words = m.words; into.unknownWords = m.unknownWords;
    return m.ids;
  }
  match(e: number, lang: MemoLang) { return this.matches[e * 4 + code(lang)]; }
  setMatch(e: number, lang: MemoLang, m: NameMatch) {
    this.matches[e * 4 + code(lang)] = m;
    if (this.firstLang[e] === -1 && m.words <= 2047 && m.unknownWords <= 2047) { this.firstLang[e] = code(lang); this.first[e] = m; }
  }
}
`;

async function variant(device: string, dir: string): Promise<() => Engine> {
  const copy = mkdtempSync(join(tmpdir(), 'engine-device-'));
  cpSync(SRC, join(copy, 'src'), { recursive: true });
  for (const [file, from, to] of DEVICES[device] ?? []) {
    const path = join(copy, 'src', file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(from))
      throw new Error(`${device}: ${file} no longer holds the patched text`);
    writeFileSync(path, text.replace(from, to));
  }
  writeFileSync(join(copy, 'src/match/map-memo.ts'), MAP_MEMO);
  const node = (await import(pathToFileURL(join(copy, 'src/node/index.ts')).href)) as {
    createEngineFromDir: (dir: string) => Engine;
  };
  process.on('exit', () => rmSync(copy, { recursive: true, force: true }));
  return () => node.createEngineFromDir(dir);
}

function coldPass(engine: Engine, products: readonly ProductInput[]): number {
  const start = process.cpuUsage();
  for (const p of products) engine.judge(p, BASE, 'de');
  const used = process.cpuUsage(start);
  return products.length / ((used.user + used.system) / 1e6);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function main() {
  const [roundsArg = '6', ...named] = process.argv.slice(2);
  const rounds = Number(roundsArg);
  const dir = defaultCatalogDir();
  const products = readBenchProducts(dir);
  // One device a process (npx tsx bench/engine-devices.ts 3 hints): copies loaded side by side in
  // one process were measured ever slower, whatever was taken out.
  const devices = named.length > 0 ? named : Object.keys(DEVICES);
  const asIs = () => createEngineFromDir(dir);
  for (const device of devices) {
    const without = await variant(device, dir);
    // Not counted: the copy's code is compiled on its first passes (cold means empty memos, not
    // code the JIT has never seen; the engine as it is was compiled by the passes before).
    for (let w = 0; w < 2; w++) coldPass(without(), products);
    coldPass(asIs(), products);
    const ratios: number[] = [];
    const loads: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const first = r % 2 === 0;
      const a = first ? coldPass(asIs(), products) : 0;
      const b = coldPass(without(), products);
      const withDevice = first ? a : coldPass(asIs(), products);
      ratios.push(withDevice / b);
      loads.push(loadavg()[0] as number);
    }
    const gain = (median(ratios) - 1) * 100;
    console.log(
      `${device}: cold gain ${gain.toFixed(1)} % (with/without, median of ${rounds}: ${ratios
        .map((x) => x.toFixed(3))
        .join(' ')}; load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)})`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
