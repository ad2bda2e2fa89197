import type { NutrientKey } from '@safeshelf/engine';
import { guessLang } from './detect-lang.js';
import {
  clean,
  cleanBarcode,
  cleanNutriments,
  type LangTexts,
  type ParsedRow,
} from './source-record.js';

// FoodRepo column → Open Food Facts nutrient name.
const NUTRIENTS: Record<string, NutrientKey> = {
  energy_kj_100: 'energy-kj',
  energy_kcal_100: 'energy-kcal',
  fat_100: 'fat',
  saturated_fat_100: 'saturated-fat',
  carbohydrates_100: 'carbohydrates',
  sugars_100: 'sugars',
  lactose_100: 'lactose',
  fructose_100: 'fructose',
  glucose_100: 'glucose',
  saccharose_100: 'sucrose',
  polyols_100: 'polyols',
  fiber_100: 'fiber',
  protein_100: 'proteins',
  salt_100: 'salt',
  sodium_100: 'sodium',
};

/** A FoodRepo (openfood.ch) CSV row. All its products were scanned in Swiss shops. */
export function parseFoodRepoRow(row: Record<string, string>, line: number): ParsedRow {
  const code = cleanBarcode(row.code);
  if (!code)
    return {
      ok: false,
      line,
      reason: row.code ? `invalid barcode "${row.code.slice(0, 20)}"` : 'missing barcode',
    };
  const name = clean(row.name);
  if (!name) return { ok: false, line, reason: 'no product name' };
  const names: LangTexts = {};
  names[guessLang(name) ?? 'other'] = name;
  const ingredients: LangTexts = {};
  const tokens = parseTokenList(row.ingredients_fr_list);
  if (tokens?.length) ingredients.fr = tokens.join(', ');
  const raw: Record<string, unknown> = {};
  for (const [column, nutrient] of Object.entries(NUTRIENTS)) raw[nutrient] = row[column];
  const { values, dropped } = cleanNutriments(raw);
  const quantity = clean(row.quantity)
    ? `${Number(row.quantity)} ${clean(row.unit) ?? ''}`.trim()
    : undefined;
  return {
    ok: true,
    line,
    dropped,
    record: {
      code,
      kind: 'foodrepo',
      names,
      quantity,
      origins: clean(row.origins),
      ingredients_text: ingredients,
      nutriments: Object.keys(values).length ? values : undefined,
      swiss: true,
    },
  };
}

function parseTokenList(raw: string | undefined): string[] | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed.map((t) => clean(t)).filter((t): t is string => !!t)
      : undefined;
  } catch {
    return undefined;
  }
}
