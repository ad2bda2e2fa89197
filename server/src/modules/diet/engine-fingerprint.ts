import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from '#server/env.js';

/**
 * What decides the stored diet tokens and categories besides a product's own data: the engine's
 * code (its CLI and tests excluded), the catalogue code that feeds it, splits its tokens and maps
 * categories, and the knowledge files it loads from CATALOG_DIR. Paths are relative, so moving the
 * checkout changes nothing.
 */
const ENGINE_SOURCES = join(repoRoot, 'packages/engine/src');
const CATALOGUE_DIR = join(repoRoot, 'server/src/modules/catalogue');
const CATALOGUE_SOURCES = [
  'merge.ts',
  'product-row.ts',
  'diet-tokens.ts',
  ...readdirSync(CATALOGUE_DIR).filter((f) => /^category-.*(?<!\.test)\.ts$/.test(f)),
].map((f) => join(CATALOGUE_DIR, f));
// reference/: the Swiss Food Composition Database's generic foods (identity/fits-table.ts).
const KNOWLEDGE_DIRS = ['taxonomies', 'fodmap', 'reference'];

const isRuleSource = (path: string) =>
  path.endsWith('.ts') &&
  !path.endsWith('.test.ts') &&
  !relative(ENGINE_SOURCES, path).startsWith('cli');

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * sha256 over every file's relative path and content, in sorted path order (≈ 9 MB, some tens of ms).
 * Stored with the catalogue; when it differs at start, every product is judged again.
 */
export function computeEngineFingerprint(catalogDir: string): string {
  const files = [
    ...listFiles(ENGINE_SOURCES)
      .filter(isRuleSource)
      .map((path) => ({ path, name: relative(repoRoot, path) })),
    ...CATALOGUE_SOURCES.map((path) => ({ path, name: relative(repoRoot, path) })),
    ...KNOWLEDGE_DIRS.flatMap((d) => listFiles(join(catalogDir, d))).map((path) => ({
      path,
      name: `CATALOG_DIR/${relative(catalogDir, path)}`,
    })),
  ].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const hash = createHash('sha256');
  for (const f of files) hash.update(`${f.name}\0`).update(readFileSync(f.path)).update('\0');
  return hash.digest('hex');
}
