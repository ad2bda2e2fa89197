// The Swiss Food Composition Database's generic foods (FSVO, v5.3, reference/ of the catalogue):
// names in de/fr/it/en with their synonyms, and protein, fat, available carbohydrates and sugars
// per 100 g. Source acknowledged in the README (FSVO terms: free use with acknowledgement).
import { parse } from 'csv-parse/sync';
import type { GenericFood } from '../knowledge';
import type { ReadLang } from '../types';

const NAME_COLUMNS: Record<ReadLang, [name: string, synonyms: string]> = {
  de: ['name D', 'synonyms D'],
  fr: ['name F', 'synonyms F'],
  it: ['name I', 'synonyms I'],
  en: ['name E', 'synonyms E'],
};
const VALUES = {
  protein: 'protein',
  fat: 'fat, total',
  carbohydrates: 'carbohydrates, available',
  sugars: 'sugars',
} as const;

/** "Erdbeere, roh" names Erdbeere: what follows the comma describes it. */
const headOf = (name: string) => name.split(',')[0]?.trim() ?? '';

export function parseGenericFoods(text: string): GenericFood[] {
  const rows = parse(text, { relax_column_count: true }) as string[][];
  const header = rows[0] ?? [];
  const at = (column: string) => header.indexOf(column);
  return rows.slice(1).map((row) => {
    const names: GenericFood['names'] = {};
    for (const [lang, [name, synonyms]] of Object.entries(NAME_COLUMNS)) {
      const all = [row[at(name)] ?? '', ...(row[at(synonyms)] ?? '').split(';')]
        .map(headOf)
        .filter((n) => n.length > 0);
      if (all.length > 0) names[lang as ReadLang] = all;
    }
    const food: GenericFood = { names };
    for (const [key, column] of Object.entries(VALUES)) {
      const v = Number.parseFloat(row[at(column)] ?? '');
      if (Number.isFinite(v)) food[key as keyof typeof VALUES] = v;
    }
    return food;
  });
}
