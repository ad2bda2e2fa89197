// Throughput of the diet engine on one core: products judged per second for the four fixed
// intolerances. Run: npx tsx bench/engine-throughput.ts
// Cold, the headline: a new engine (empty memos) judges products it has never seen, as an import, a
// re-judge after an engine change or a label scan does. Warm: the same products again, memos full
// (a long-running server re-reading known products).
import { createEngineFromDir, defaultCatalogDir } from '@safeshelf/engine/node';
import type { DietProfile } from '@safeshelf/engine';
import { readBenchProducts } from './engine-fingerprint';

const dir = defaultCatalogDir();
const t0 = performance.now();
const cpu0 = process.cpuUsage();
const engine = createEngineFromDir(dir);
const loadCpu = process.cpuUsage(cpu0);
const loadMs = performance.now() - t0;

const products = readBenchProducts(dir);
const profile: DietProfile = {
  intolerances: ['lactose', 'gluten', 'fructose', 'fodmap'],
  custom: [],
  toleratedFodmapGroups: [],
};

/** Products per second of CPU time of this process (robust when other jobs share the machine). */
function pass(prof: DietProfile = profile): number {
  const start = process.cpuUsage();
  for (const p of products) engine.judge(p, prof, 'de');
  const used = process.cpuUsage(start);
  return products.length / ((used.user + used.system) / 1e6);
}

const cold = pass();
const warm: number[] = [];
for (let i = 0; i < 5; i++) warm.push(pass());
warm.sort((a, b) => a - b);
const median = warm[Math.floor(warm.length / 2)] as number;
const custom = { ...profile, custom: ['Sellerie', 'noisettes'] };
const withCustom = pass(custom);

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
console.log(
  `engine load: ${Math.round(loadMs)} ms wall, ${Math.round((loadCpu.user + loadCpu.system) / 1000)} ms CPU`,
);
console.log(`products (all with an ingredient list): ${products.length}`);
console.log('(products per second of CPU time, one thread)');
console.log(`cold (new products, empty memos): ${fmt(cold)} products/s`);
console.log(
  `warm (same products again): ${fmt(median)} products/s (median of 5 passes; best ${fmt(warm[warm.length - 1] as number)})`,
);
console.log(`with 2 custom words: ${fmt(withCustom)} products/s`);
