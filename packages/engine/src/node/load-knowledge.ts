// Reads the catalogue's taxonomy and FODMAP files. Takes ~0.4 s; nothing is cached on disk.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knowledge } from '../knowledge';
import { parseGenericFoods } from './parse-generic-foods';
import { parseTaxonomy } from '../taxonomy/parse-taxonomy';
import { parseFodmapLens } from '../taxonomy/parse-fodmap';

const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
/** Swiss Food Composition Database v5.3 (FSVO), generic foods (../shared/data/README.md). */
const GENERIC_FOODS = 'swiss_food_composition_generic_v5.3.csv';

export function loadKnowledge(catalogDir: string): Knowledge {
  const tax = join(catalogDir, 'taxonomies', 'off');
  return {
    ingredients: parseTaxonomy(read(tax, 'ingredients.txt')),
    additives: [
      ...parseTaxonomy(read(tax, 'additives.txt')),
      ...parseTaxonomy(read(tax, 'additives_classes.txt')),
    ],
    allergens: parseTaxonomy(read(tax, 'allergens.txt')),
    // With names: a label's words in a product name ("AOP", "Naturaplan") are no food.
    labels: parseTaxonomy(read(tax, 'labels.txt')),
    // With names: a product without category tags may name its category ("Bordeaux 2013").
    // Its parents are often named by a synonym ("< fr:Saucissons"): salami is a sausage.
    categories: parseTaxonomy(read(tax, 'categories.txt'), true, true),
    countries: parseTaxonomy(read(tax, 'countries.txt')),
    processing: parseTaxonomy(read(tax, 'ingredients_processing.txt')),
    fodmap: parseFodmapLens(read(join(catalogDir, 'fodmap'), 'fodmap_lens_knowledge_base.json')),
    foods: parseGenericFoods(read(join(catalogDir, 'reference'), GENERIC_FOODS)),
  };
}

/** Repository root: this file lives at packages/engine/src/node/. */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** CATALOG_DIR, or ../shared/data relative to the repository root (not the cwd). */
export function defaultCatalogDir(env: Record<string, string | undefined> = process.env): string {
  const dir = env.CATALOG_DIR?.trim();
  return dir ? resolve(REPO_ROOT, dir) : resolve(REPO_ROOT, '../shared/data');
}
