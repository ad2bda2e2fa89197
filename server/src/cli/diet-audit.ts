// `npm run diet:audit`: judges the default catalogue for each intolerance and writes the report
// (bench/diet-audit.md), the colours (bench/diet-audit-colours.tsv, the next run's baseline) and
// reads the explanations (bench/diet-audit-explanations.tsv). No database. `--check` exits 1 while
// a contradiction is unexplained; `--since <git revision>` compares with that revision's colours
// instead of HEAD's (to see what several commits changed).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDotEnv, loadEnv, repoRoot } from '../env.js';
import { readMergedCatalogue } from '#server/modules/catalogue/index.js';
import { computeEngineFingerprint, getEngine } from '#server/modules/diet/index.js';
import {
  countUnexplained,
  diffColours,
  formatColours,
  formatReport,
  judgeCatalogue,
  listStale,
  parseColours,
  parseExplanations,
} from '#server/modules/diet-audit/index.js';

const REPORT = 'bench/diet-audit.md';
const COLOURS = 'bench/diet-audit-colours.tsv';
const EXPLANATIONS = 'bench/diet-audit-explanations.tsv';

/** The committed colours (git HEAD or `revision`), else the file on disk, else none. */
function readBaseline(revision = 'HEAD'): string | null {
  try {
    return execFileSync('git', ['show', `${revision}:${COLOURS}`], {
      cwd: repoRoot,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    const file = join(repoRoot, COLOURS);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  }
}

async function main() {
  loadDotEnv();
  // Only CATALOG_DIR is used; a placeholder secret keeps loadEnv from writing one to DATA_DIR.
  const env = loadEnv({ ...process.env, JWT_SECRET: 'diet-audit-reads-no-secret-'.repeat(2) });
  const started = process.cpuUsage();
  const products = await readMergedCatalogue([join(env.CATALOG_DIR, 'products')], true);
  const rows = judgeCatalogue(products, getEngine(env.CATALOG_DIR));
  const explanationsFile = join(repoRoot, EXPLANATIONS);
  const explanations = existsSync(explanationsFile)
    ? parseExplanations(readFileSync(explanationsFile, 'utf8'), EXPLANATIONS)
    : new Map<string, string>();
  const since = process.argv.indexOf('--since');
  const baseline = readBaseline(since > 0 ? process.argv[since + 1] : undefined);
  const input = {
    rows,
    explanations,
    diff: baseline
      ? {
          ...diffColours(parseColours(baseline, COLOURS), rows),
          since: since > 0 ? `revision ${process.argv[since + 1]}` : 'the last committed report',
        }
      : null,
    fingerprint: computeEngineFingerprint(env.CATALOG_DIR),
  };
  writeFileSync(join(repoRoot, REPORT), formatReport(input));
  writeFileSync(join(repoRoot, COLOURS), formatColours(rows));
  const cpu = process.cpuUsage(started);
  const unexplained = countUnexplained(input);
  const found = rows.reduce((n, r) => n + r.contradictions.length, 0);
  console.log(
    `${rows.length} products judged (${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU); ` +
      `${input.diff ? `${input.diff.changes.length} colour changes since ${input.diff.since}; ` : ''}` +
      `${found} contradictions, ${unexplained} unexplained` +
      `${listStale(input).length ? `, ${listStale(input).length} stale explanations` : ''}. Report: ${REPORT}`,
  );
  if (process.argv.includes('--check') && unexplained > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
