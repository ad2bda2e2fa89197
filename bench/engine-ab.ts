// A/B of the diet engine against the engine of another revision, both loaded in one process and
// measured in alternation (the shared machine's speed drifts; only in-run ratios are reliable).
// Run: npx tsx bench/engine-ab.ts <revision> [rounds]
// Cold: a new engine (empty memos) judges the 21,879 benchmark products once, as an import or a
// re-judge after an engine change pays. Warm: the same engine judges them again (memos full).
// CPU time of this process; the load average is printed beside each round.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DietProfile, Engine, ProductInput } from '@safeshelf/engine';
import { createEngineFromDir, defaultCatalogDir } from '@safeshelf/engine/node';
import { BASE, readBenchProducts } from './engine-fingerprint';

type Make = () => Engine;

async function engineAt(revision: string, dir: string): Promise<Make> {
  const copy = mkdtempSync(join(tmpdir(), 'engine-ab-'));
  const archive = execFileSync('git', ['archive', revision, 'packages/engine/src'], {
    maxBuffer: 256 << 20,
  });
  execFileSync('tar', ['-x', '-C', copy], { input: archive });
  const node = (await import(
    pathToFileURL(join(copy, 'packages/engine/src/node/index.ts')).href
  )) as { createEngineFromDir: (dir: string) => Engine };
  rmSync(copy, { recursive: true, force: true });
  return () => node.createEngineFromDir(dir);
}

function pass(engine: Engine, products: readonly ProductInput[], profile: DietProfile): number {
  const start = process.cpuUsage();
  for (const p of products) engine.judge(p, profile, 'de');
  const used = process.cpuUsage(start);
  return products.length / ((used.user + used.system) / 1e6);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function main() {
  const [revision = 'HEAD', rounds = '6'] = process.argv.slice(2);
  const dir = defaultCatalogDir();
  const products = readBenchProducts(dir);
  const makeA = await engineAt(revision, dir);
  const makeB: Make = () => createEngineFromDir(dir);
  const cold: [number, number][] = [];
  const warm: [number, number][] = [];
  for (let r = 0; r < Number(rounds); r++) {
    // Which goes first alternates: the first of a round may meet a colder machine.
    const order: [Make, number][] =
      r % 2 === 0
        ? [
            [makeA, 0],
            [makeB, 1],
          ]
        : [
            [makeB, 1],
            [makeA, 0],
          ];
    const c: number[] = [0, 0];
    const w: number[] = [0, 0];
    for (const [make, k] of order) {
      const engine = make();
      c[k] = pass(engine, products, BASE);
      w[k] = pass(engine, products, BASE);
    }
    cold.push([c[0] as number, c[1] as number]);
    warm.push([w[0] as number, w[1] as number]);
    console.log(
      `round ${r + 1}: cold ${fmt(c[0] as number)} → ${fmt(c[1] as number)}/s (× ${((c[1] as number) / (c[0] as number)).toFixed(3)}), ` +
        `warm ${fmt(w[0] as number)} → ${fmt(w[1] as number)}/s (× ${((w[1] as number) / (w[0] as number)).toFixed(3)}); load ${loadavg()[0]?.toFixed(1)}`,
    );
  }
  const ratio = (xs: [number, number][]) => median(xs.map(([a, b]) => b / a)).toFixed(3);
  console.log(
    `${revision} → working tree, ${products.length} products, ${rounds} rounds: ` +
      `cold median ${fmt(median(cold.map((x) => x[0])))} → ${fmt(median(cold.map((x) => x[1])))}/s (ratio median × ${ratio(cold)}), ` +
      `warm median ${fmt(median(warm.map((x) => x[0])))} → ${fmt(median(warm.map((x) => x[1])))}/s (× ${ratio(warm)})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
