import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { repoRoot } from '#server/env.js';

/**
 * What decides the stored diet tokens and product rows besides a product's own data: the engine's
 * code (its CLI and tests excluded), the catalogue code a row is built with (every file the
 * import's worker tasks reach: merging, names, categories, compound splitting, diet tokens), and
 * the knowledge files it loads from CATALOG_DIR. The catalogue files are found by following the
 * imports of catalogue/tasks.ts, not listed by hand, so that a new helper file cannot be missed
 * (a hand list once left out readable-name.ts: rows kept names read by older code). Paths are
 * relative, so moving the checkout changes nothing.
 */
const ENGINE_SOURCES = 'packages/engine/src';
const ROW_BUILDER = 'server/src/modules/catalogue/tasks.ts';
// reference/: the Swiss Food Composition Database's generic foods (identity/fits-table.ts).
const KNOWLEDGE_DIRS = ['taxonomies', 'fodmap', 'reference'];
const RELATIVE_IMPORT = /\bfrom\s+'(\.\/[^']+)\.js'/g;

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? listFiles(path) : [path];
  });
}

/** `entry` and every file of its folder that it reaches through `from './x.js'` imports. */
function listImportClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path) || !existsSync(path)) return;
    seen.add(path);
    for (const [, spec] of readFileSync(path, 'utf8').matchAll(RELATIVE_IMPORT))
      visit(join(dirname(path), `${spec}.ts`));
  };
  visit(entry);
  return [...seen];
}

/** The files the fingerprint reads, by the name it hashes them under, in sorted name order. */
export function listFingerprintSources(catalogDir: string, root = repoRoot) {
  const engine = join(root, ENGINE_SOURCES);
  const isRuleSource = (path: string) =>
    path.endsWith('.ts') && !path.endsWith('.test.ts') && !relative(engine, path).startsWith('cli');
  return [
    ...[
      ...listFiles(engine).filter(isRuleSource),
      ...listImportClosure(join(root, ROW_BUILDER)),
    ].map((path) => ({ path, name: relative(root, path) })),
    ...KNOWLEDGE_DIRS.flatMap((d) => listFiles(join(catalogDir, d))).map((path) => ({
      path,
      name: `CATALOG_DIR/${relative(catalogDir, path)}`,
    })),
  ].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * sha256 over every file's relative path and content, in sorted path order (≈ 9 MB, some tens of ms).
 * Stored with the catalogue; when it differs at start or at an import, every product is built and
 * judged again from its stored source rows (an unchanged source row alone does not keep a product).
 */
export function computeEngineFingerprint(catalogDir: string, root = repoRoot): string {
  const hash = createHash('sha256');
  for (const f of listFingerprintSources(catalogDir, root))
    hash.update(`${f.name}\0`).update(readFileSync(f.path)).update('\0');
  return hash.digest('hex');
}
