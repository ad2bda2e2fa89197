// The engine's agreement with the custom-word tuning sample (bench/tuning/custom.tsv, issue 27):
// products outside held-out set A, labelled by careful reading, that the engine work is tuned on.
// Each row is judged as the product page judges it, and coloured as search colours it (the
// product's tokens against the profile's token query): both must give the label.
// Run: npx tsx bench/custom-tuning.ts [--quiet]
import { loadavg } from 'node:os';
import { colorFromTokens, type DietColor, type Verdict } from '@safeshelf/engine';
import { toProductInput } from '../server/src/modules/catalogue/index.js';
import { getEngine } from '../server/src/modules/diet/index.js';
import { env, namesOf, readCatalogue } from './held-out/catalogue.js';
import { compare, parseAccepted, readTsv } from './held-out/labels.js';

const started = process.cpuUsage();
const heldOut = new Set(
  [...readTsv('custom.tsv'), ...readTsv('intolerances.tsv')].map((r) => r.code),
);
const catalogue = new Map((await readCatalogue()).map((p) => [p.code, p]));
const engine = getEngine(env.CATALOG_DIR);
const tally = new Map<string, { n: number; agree: number; stricter: number; laxer: number }>();
const count = (key: string, outcome: 'agree' | 'stricter' | 'laxer') => {
  const t = tally.get(key) ?? { n: 0, agree: 0, stricter: 0, laxer: 0 };
  t.n++;
  t[outcome]++;
  tally.set(key, t);
};
const reasonOf = (v: Verdict) =>
  v.checks.find((c) => c.intolerance === 'custom' && c.type !== 'safe') ??
  v.checks.find((c) => c.intolerance === 'custom');
const off: string[] = [];
let searchDiffers = 0;

for (const row of readTsv('../tuning/custom.tsv')) {
  const code = row.code!;
  if (heldOut.has(code))
    throw new Error(`${code} is in held-out set A: the tuning sample keeps apart`);
  const p = catalogue.get(code);
  if (!p) throw new Error(`${code} is not in the default catalogue`);
  const input = toProductInput(p);
  const profile = { intolerances: [], custom: [row.term!], toleratedFodmapGroups: [] };
  const verdict = engine.judge(input, profile, 'en');
  const got: DietColor = verdict.per_intolerance.custom ?? 'green';
  const search = colorFromTokens(
    engine.flagTokens(engine.computeFlags(input)),
    engine.dietTokenQuery(profile),
  );
  if (search !== got) searchDiffers++;
  const outcome = compare(got, parseAccepted(row.expected!, `custom.tsv ${code}`));
  count('all', outcome);
  count(`"${row.term}"`, outcome);
  count(`labelled ${row.expected}`, outcome);
  if (outcome !== 'agree') {
    const r = reasonOf(verdict);
    off.push(
      `${code} ${namesOf(p)[0]?.slice(0, 30) ?? ''} "${row.term}": expected ${row.expected}, got ${got} (${r?.code ?? '-'} ${r?.trigger ?? ''}) — ${row.reason}`,
    );
  }
}

const pct = (a: number, n: number) => `${((100 * a) / n).toFixed(1)} %`;
console.log('| set | labels | agree | engine stricter | engine laxer |\n|---|---|---|---|---|');
for (const [key, t] of [...tally].sort(([a], [b]) =>
  a === 'all' ? -1 : b === 'all' ? 1 : a < b ? -1 : 1,
))
  console.log(
    `| ${key} | ${t.n} | ${t.agree} (${pct(t.agree, t.n)}) | ${t.stricter} | ${t.laxer} |`,
  );
const cpu = process.cpuUsage(started);
console.log(
  `\nsearch colour differs from the product page: ${searchDiffers}; ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
if (!process.argv.includes('--quiet')) {
  console.log(`\n${off.length} disagreements:`);
  for (const line of off) console.log(line);
}
