// Agreement on set U (bench/held-out/unreadable.tsv): products main's engine read as "unreadable
// text", labelled for lactose and gluten. Reads the colours `npm run diet:audit` wrote
// (bench/diet-audit-colours.tsv), at a git revision or on disk, so before and after need no
// second engine. Run: npx tsx bench/unreadable-eval.ts [revision]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DietColor } from '@safeshelf/engine';
import { compare, parseAccepted, readTsv } from './held-out/labels.js';

const revision = process.argv[2];
const file = 'bench/diet-audit-colours.tsv';
const root = join(import.meta.dirname, '..');
const text = revision
  ? execFileSync('git', ['show', `${revision}:${file}`], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    })
  : readFileSync(join(root, file), 'utf8');
const COLOUR: Record<string, DietColor> = { g: 'green', y: 'yellow', r: 'red' };
const colours = new Map(
  text
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split('\t'))
    .map(([code, ...c]) => [code!, c] as const),
);
console.log(
  `set U on ${revision ?? 'the colours on disk'}\n| intolerance | labels | agree | engine stricter | engine laxer |\n|---|---|---|---|---|`,
);
for (const [i, intolerance] of (['lactose', 'gluten'] as const).entries()) {
  const t = { agree: 0, stricter: 0, laxer: 0 };
  const rows = readTsv('unreadable.tsv');
  for (const row of rows) {
    const got = COLOUR[colours.get(row.code!)?.[i] ?? ''];
    if (!got) throw new Error(`${row.code} has no ${intolerance} colour in ${file}`);
    t[compare(got, parseAccepted(row[intolerance]!, `unreadable.tsv ${row.code}`))]++;
  }
  console.log(`| ${intolerance} | ${rows.length} | ${t.agree} | ${t.stricter} | ${t.laxer} |`);
}
