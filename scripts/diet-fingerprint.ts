// `npm run diet:fingerprint`: hashes everything the diet engine answers for the benchmark products
// (bench/engine-fingerprint.ts) and compares it with the committed value (bench/diet-fingerprint.txt,
// and per product bench/diet-fingerprint.tsv). When they differ it names the products that moved and
// shows a few verdicts before (the engine as of the commit that wrote the digests) and after, and
// exits 1. `-- --update` rewrites both files: commit them with the change, saying what moved and why.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Check, Engine, ProductInput, Verdict } from '@safeshelf/engine';
import { createEngineFromDir, defaultCatalogDir } from '@safeshelf/engine/node';
import {
  DIGESTS_FILE,
  HASH_FILE,
  answersOf,
  canonical,
  fingerprint,
  formatDigests,
  formatHashFile,
  movedProducts,
  readBenchProducts,
  readDigests,
  readHash,
  type Answers,
} from '../bench/engine-fingerprint';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHOWN = 5;
/** Products re-judged with the earlier engine to say which answers moved (all, up to this many). */
const COMPARED = 2000;

const read = (file: string) =>
  existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '';

/** The engine as of `revision`, loaded from a copy of its sources (the engine imports nothing else). */
async function engineAt(revision: string, catalogDir: string): Promise<Engine | undefined> {
  const dir = mkdtempSync(join(tmpdir(), 'diet-fingerprint-'));
  try {
    const archive = execFileSync('git', ['archive', revision, 'packages/engine/src'], {
      cwd: root,
      maxBuffer: 256 << 20,
    });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    const node = (await import(
      pathToFileURL(join(dir, 'packages/engine/src/node/index.ts')).href
    )) as { createEngineFromDir: (dir: string) => Engine };
    return node.createEngineFromDir(catalogDir);
  } catch (error) {
    console.log(`(no earlier engine to compare with: ${(error as Error).message.split('\n')[0]})`);
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const colours = (v: Verdict) =>
  `${v.diet_color} (${Object.entries(v.per_intolerance)
    .map(([k, c]) => `${k} ${c}`)
    .join(', ')})`;
const checkLine = (c: Check) =>
  `${c.type} ${c.code}${c.trigger ? ` «${c.trigger}»` : ''}: ${c.text}`;

/** What moved in one answer: a verdict's colours and the checks gone (-) and added (+). */
function showChange(key: keyof Answers, a: Answers, b: Answers): string[] {
  if (!key.startsWith('judge'))
    return [`before: ${JSON.stringify(a[key])}`, `after:  ${JSON.stringify(b[key])}`];
  const [va, vb] = [a[key] as Verdict, b[key] as Verdict];
  const before = va.checks.map(checkLine);
  const after = vb.checks.map(checkLine);
  return [
    `${colours(va)} → ${colours(vb)}`,
    ...before.filter((l) => !after.includes(l)).map((l) => `- ${l}`),
    ...after.filter((l) => !before.includes(l)).map((l) => `+ ${l}`),
  ];
}

const nameOf = (p: ProductInput) =>
  p.product_name_de ?? p.product_name_fr ?? p.product_name_en ?? p.product_name ?? '';

async function main() {
  const update = process.argv.includes('--update');
  const catalogDir = defaultCatalogDir();
  const cpu = process.cpuUsage();
  const engine = createEngineFromDir(catalogDir);
  const products = readBenchProducts(catalogDir);
  const now = fingerprint(engine, products);
  const used = process.cpuUsage(cpu);
  const expectedHash = readHash(read(HASH_FILE));
  console.log(
    `${products.length} products, ${((used.user + used.system) / 1e6).toFixed(1)} s CPU ` +
      `(load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
  );
  console.log(`fingerprint ${now.hash}`);
  if (update) {
    writeFileSync(join(root, HASH_FILE), formatHashFile(now));
    writeFileSync(join(root, DIGESTS_FILE), formatDigests(now));
    console.log(`written: ${HASH_FILE}, ${DIGESTS_FILE}`);
    return;
  }
  if (now.hash === expectedHash) {
    console.log(`same outputs as committed (${HASH_FILE})`);
    return;
  }
  process.exitCode = 1;
  console.log(`committed   ${expectedHash || '(none)'}: the outputs moved`);
  const moved = movedProducts(readDigests(read(DIGESTS_FILE)), now);
  console.log(`${moved.length} of ${products.length} products moved`);
  const revision = execFileSync('git', ['log', '-1', '--format=%H', '--', DIGESTS_FILE], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  const before = revision ? await engineAt(revision, catalogDir) : undefined;
  if (!before) {
    for (const i of moved.slice(0, 20))
      console.log(`  ${products[i]?.code} ${nameOf(products[i] ?? {})}`);
    return;
  }
  const kinds = new Map<keyof Answers, number>();
  const examples: string[] = [];
  for (const i of moved.slice(0, COMPARED)) {
    const p = products[i];
    if (!p) continue;
    const a = answersOf(before, p);
    const b = answersOf(engine, p);
    const keys = (Object.keys(b) as (keyof Answers)[]).filter(
      (k) => canonical({ [k]: a[k] } as Answers) !== canonical({ [k]: b[k] } as Answers),
    );
    for (const k of keys) kinds.set(k, (kinds.get(k) ?? 0) + 1);
    if (examples.length < SHOWN && keys[0]) {
      const k = keys[0];
      const lines = showChange(k, a, b).map((l) => `      ${l}`);
      examples.push(
        `  ${p.code} ${nameOf(p)} [${keys.join(', ')}]\n    ${k}:\n${lines.join('\n')}`,
      );
    }
  }
  console.log(`compared with the engine of ${revision.slice(0, 10)} (wrote ${DIGESTS_FILE}):`);
  for (const [k, n] of kinds) console.log(`  ${k}: ${n} products`);
  console.log(examples.join('\n'));
  console.log(
    'If the move is meant: npm run diet:fingerprint -- --update, and say why in the commit.',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
