// The engine's agreement with the held-out set A (issue 27 point 8): products and custom terms
// labelled by careful reading (bench/held-out/README.md), judged exactly as the product page
// judges them (the diet audit's ProductInput). Aggregates only by default: nobody tunes on single
// rows. `--show` lists the disagreements, for the final report.
// Run: npx tsx bench/held-out-eval.ts [--show]
import { loadavg } from 'node:os';
import { INTOLERANCES, type DietColor, type Intolerance, type Verdict } from '@safeshelf/engine';
import { toProductInput } from '../server/src/modules/catalogue/index.js';
import { getEngine } from '../server/src/modules/diet/index.js';
import type { MergedProduct } from '../server/src/modules/catalogue/index.js';
import { env, namesOf, readCatalogue } from './held-out/catalogue.js';
import { compare, parseAccepted, readTsv, type Accepted } from './held-out/labels.js';

const show = process.argv.includes('--show');
const started = process.cpuUsage();
const catalogue = new Map((await readCatalogue()).map((p) => [p.code, p]));
const engine = getEngine(env.CATALOG_DIR);
const none = { intolerances: [], custom: [], toleratedFodmapGroups: [] };
const all = { ...none, intolerances: [...INTOLERANCES] };

interface Tally {
  n: number;
  agree: number;
  stricter: number;
  laxer: number;
}
const tallies = new Map<string, Tally>();
const count = (key: string, outcome: 'agree' | 'stricter' | 'laxer') => {
  const t = tallies.get(key) ?? { n: 0, agree: 0, stricter: 0, laxer: 0 };
  t.n++;
  t[outcome]++;
  tallies.set(key, t);
};
const disagreements: string[] = [];
const missing: string[] = [];
const reasonOf = (v: Verdict, key: string) =>
  v.checks.find((c) => c.intolerance === key && c.type !== 'safe')?.code ??
  v.checks.find((c) => c.intolerance === key)?.code ??
  '-';
const label = (p: MergedProduct) => `${p.code} ${namesOf(p)[0]?.slice(0, 40) ?? ''}`;

for (const row of readTsv('intolerances.tsv')) {
  const p = catalogue.get(row.code!);
  if (!p) {
    missing.push(row.code!);
    continue;
  }
  const verdict = engine.judge(toProductInput(p), all, 'en');
  const list = Object.keys(p.ingredients_text).length ? 'with list' : 'without list';
  for (const i of INTOLERANCES as readonly Intolerance[]) {
    const accepted: Accepted = parseAccepted(row[i]!, `intolerances.tsv ${row.code} ${i}`);
    const got: DietColor = verdict.per_intolerance[i] ?? 'green';
    const outcome = compare(got, accepted);
    count(`${i}`, outcome);
    count(`${i} · ${list}`, outcome);
    for (const lang of row.lang!.split('+')) count(`lang ${lang} · ${i}`, outcome);
    count(`all four · ${list}`, outcome);
    // The strata without a list, each on its own (no-list-b was drawn for the identity reader).
    if (row.stratum!.startsWith('no-list')) count(`${row.stratum} · ${i}`, outcome);
    if (outcome !== 'agree')
      disagreements.push(
        `${i}\t${label(p)}\texpected ${row[i]}\tgot ${got} (${reasonOf(verdict, i)})\t${row.reason}`,
      );
  }
}

for (const row of readTsv('custom.tsv')) {
  const p = catalogue.get(row.code!);
  if (!p) {
    missing.push(row.code!);
    continue;
  }
  const verdict = engine.judge(toProductInput(p), { ...none, custom: [row.term!] }, 'en');
  const accepted = parseAccepted(row.expected!, `custom.tsv ${row.code} ${row.term}`);
  const got: DietColor = verdict.per_intolerance.custom ?? 'green';
  const outcome = compare(got, accepted);
  count('custom (all terms)', outcome);
  count(`custom "${row.term}"`, outcome);
  count(`custom · labelled ${row.expected}`, outcome);
  if (outcome !== 'agree')
    disagreements.push(
      `custom "${row.term}"\t${label(p)}\texpected ${row.expected}\tgot ${got} (${reasonOf(verdict, 'custom')})\t${row.reason}`,
    );
}

const pct = (a: number, n: number) => `${((100 * a) / n).toFixed(1)} %`;
const print = (keys: string[]) => {
  console.log('| set | labels | agree | engine stricter | engine laxer |\n|---|---|---|---|---|');
  for (const key of keys) {
    const t = tallies.get(key);
    if (t)
      console.log(
        `| ${key} | ${t.n} | ${t.agree} (${pct(t.agree, t.n)}) | ${t.stricter} | ${t.laxer} |`,
      );
  }
};
const keys = [...tallies.keys()];
console.log('\nIntolerances (a product counts once per intolerance):');
print([
  ...INTOLERANCES.flatMap((i) => [i, `${i} · with list`, `${i} · without list`]),
  'all four · with list',
  'all four · without list',
]);
console.log('\nStrata without a list:');
print(keys.filter((k) => k.startsWith('no-list')).sort());
console.log(
  '\nAgreement by language of the pack (a multilingual pack counts under each of its languages):',
);
console.log(`| language | products | ${INTOLERANCES.join(' | ')} |\n|---|---|---|---|---|---|`);
for (const lang of ['de', 'fr', 'it', 'en', 'xx']) {
  const cells = INTOLERANCES.map((i) => tallies.get(`lang ${lang} · ${i}`));
  if (cells[0])
    console.log(
      `| ${lang === 'xx' ? 'other' : lang} | ${cells[0].n} | ${cells.map((t) => pct(t!.agree, t!.n)).join(' | ')} |`,
    );
}
console.log('\nCustom terms:');
print(['custom (all terms)', ...keys.filter((k) => k.startsWith('custom "')).sort()]);
console.log(
  '\nCustom terms by label (red: holds the item; yellow: broader class, traces or no data):',
);
print(keys.filter((k) => k.startsWith('custom · ')).sort());
const cpu = process.cpuUsage(started);
console.log(
  `\n${missing.length ? `${missing.length} labelled barcodes not in the catalogue: ${missing.join(' ')}; ` : ''}` +
    `${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
if (show) {
  console.log(`\n${disagreements.length} disagreements:\n`);
  for (const d of disagreements) console.log(d);
}
