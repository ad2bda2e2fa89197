import { LICENCES, TEXT_LANGS, type LangTexts, type SourceRecord } from './source-record.js';

/** All sources of one barcode folded into one product; earlier sources win field by field. */
export interface MergedProduct {
  code: string;
  names: LangTexts;
  generic_name?: string;
  brand?: string;
  quantity?: string;
  stores: string[];
  countries: string[];
  origins?: string;
  image_url?: string;
  categories_tags: string[];
  labels_tags: string[];
  allergens_tags: string[];
  traces_tags: string[];
  ingredients_text: LangTexts;
  nutriments: Record<string, number>;
  sources: string[];
  licences: string[];
  swiss: boolean;
}

const KIND_ORDER = { off: 0, foodrepo: 1 } as const;
const filled = (r: SourceRecord) =>
  Object.values(r).filter((v) => v !== undefined).length + Object.keys(r.ingredients_text).length;

/**
 * Open Food Facts first (the freshest and richest, with allergens, traces and categories), then
 * FoodRepo; within a kind the record with more filled fields first. Lists that describe where a
 * product is sold are united; tag lists and nutrition come whole from one source, never mixed.
 */
export function mergeRecords(records: SourceRecord[]): MergedProduct {
  const sorted = [...records].sort(
    (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || filled(b) - filled(a),
  );
  const first = <K extends keyof SourceRecord>(key: K) =>
    sorted.find((r) => r[key] !== undefined)?.[key];
  const firstList = (key: 'categories_tags' | 'labels_tags' | 'allergens_tags' | 'traces_tags') =>
    sorted.find((r) => r[key]?.length)?.[key] ?? [];
  const union = (key: 'stores' | 'countries') => [...new Set(sorted.flatMap((r) => r[key] ?? []))];
  const texts = (key: 'names' | 'ingredients_text'): LangTexts => {
    const out: LangTexts = {};
    for (const lang of TEXT_LANGS) {
      const text = sorted.find((r) => r[key][lang])?.[key][lang];
      if (text) out[lang] = text;
    }
    return out;
  };
  const kinds = [...new Set(sorted.map((r) => r.kind))];
  return {
    code: sorted[0]!.code,
    names: texts('names'),
    generic_name: first('generic_name') as string | undefined,
    brand: first('brand') as string | undefined,
    quantity: first('quantity') as string | undefined,
    stores: union('stores'),
    countries: union('countries'),
    origins: first('origins') as string | undefined,
    image_url: first('image_url') as string | undefined,
    categories_tags: firstList('categories_tags'),
    labels_tags: firstList('labels_tags'),
    allergens_tags: firstList('allergens_tags'),
    traces_tags: firstList('traces_tags'),
    ingredients_text: texts('ingredients_text'),
    nutriments: sorted.find((r) => r.nutriments)?.nutriments ?? {},
    sources: kinds.map((k) => LICENCES[k].name),
    licences: kinds.map((k) => LICENCES[k].licence),
    swiss: sorted.some((r) => r.swiss),
  };
}
