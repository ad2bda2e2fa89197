import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testEnv } from '#server/test/app.js';
import { computeEngineFingerprint, listFingerprintSources } from './engine-fingerprint.js';

// The fingerprint decides whether stored product rows are built again (a re-import skips a
// product whose source rows did not change only while it is the same): any code that shapes a
// row must be in it, or rows keep what older code made of them (names, categories, diet tokens).
describe('the fingerprint stored with the catalogue', () => {
  it('covers every catalogue file a product row is built with, and no other', () => {
    const names = listFingerprintSources(testEnv().CATALOG_DIR).map((f) => f.name);
    const catalogue = (file: string) => `server/src/modules/catalogue/${file}`;
    expect(names).toEqual(
      expect.arrayContaining(
        [
          'tasks.ts', // the worker tasks: which taxonomies make the vocabulary and the mapper
          'readable-name.ts', // the names shown and searched
          'house-brands.ts',
          'compound.ts', // German compounds split for search
          'normalise.ts',
          'merge.ts',
          'product-row.ts',
          'diet-tokens.ts',
          'category-mapper.ts',
          'category-tree-pantry.ts',
        ].map(catalogue),
      ),
    );
    expect(names).toContain('packages/engine/src/index.ts');
    expect(names).toContain('CATALOG_DIR/taxonomies/off/categories.txt');
    for (const other of ['routes.ts', 'repository.ts', 'import-catalogue.ts', 'merge.test.ts'])
      expect(names).not.toContain(catalogue(other));
  });

  it('changes with a file the row builder reaches through other files, not with one it does not', () => {
    const root = mkdtempSync(join(tmpdir(), 'safeshelf-fingerprint-'));
    const catalogDir = join(root, 'data');
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('packages/engine/src/judge.ts', 'export const judge = 1;');
    write('data/taxonomies/off/categories.txt', 'en:milks\n');
    write(
      'server/src/modules/catalogue/tasks.ts',
      "import type { Name } from './names.js';\nimport {\n  readName,\n} from './names.js';",
    );
    write('server/src/modules/catalogue/names.ts', "export { letters } from './letters.js';");
    write('server/src/modules/catalogue/letters.ts', "export const letters = 'äöü';");
    write('server/src/modules/catalogue/routes.ts', 'export const routes = 1;');
    const before = computeEngineFingerprint(catalogDir, root);

    write('server/src/modules/catalogue/routes.ts', 'export const routes = 2;');
    expect(computeEngineFingerprint(catalogDir, root)).toBe(before);
    write('server/src/modules/catalogue/letters.ts', "export const letters = 'äöüß';");
    const afterLetters = computeEngineFingerprint(catalogDir, root);
    expect(afterLetters).not.toBe(before);
    write('data/taxonomies/off/categories.txt', 'en:milks\nen:cheeses\n');
    expect(computeEngineFingerprint(catalogDir, root)).not.toBe(afterLetters);
  });
});
