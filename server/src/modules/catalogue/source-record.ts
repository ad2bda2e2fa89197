import type { NutrientKey } from '@safeshelf/engine';

/** What one source says about one barcode, normalised to Open Food Facts field names. */
export interface SourceRecord {
  code: string;
  /** 'off' (OFF JSONL/CSV), 'foodrepo'; decides merge priority and licence. */
  kind: SourceKind;
  names: LangTexts;
  generic_name?: string;
  brand?: string;
  quantity?: string;
  stores?: string[];
  countries?: string[];
  origins?: string;
  image_url?: string;
  categories_tags?: string[];
  labels_tags?: string[];
  allergens_tags?: string[];
  traces_tags?: string[];
  ingredients_text: LangTexts;
  nutriments?: Record<string, number>;
  /** Sold in Switzerland or registered with GS1 Switzerland (76…), or from the Swiss FoodRepo. */
  swiss: boolean;
}

export type SourceKind = 'off' | 'foodrepo';
export interface LangTexts {
  en?: string;
  de?: string;
  fr?: string;
  /** Italian (a Swiss national language): read by the engine and searched, not a portal language. */
  it?: string;
  other?: string;
}

/** Every slot of a LangTexts, in the order a text is preferred (Italian after the portal's languages). */
export const TEXT_LANGS = ['en', 'de', 'fr', 'it', 'other'] as const;

export const LICENCES: Record<SourceKind, { name: string; licence: string }> = {
  off: { name: 'Open Food Facts', licence: 'ODbL 1.0' },
  foodrepo: { name: 'FoodRepo', licence: 'CC BY 4.0' },
};

/** A line that could not be imported (or a value that was dropped), for the import report. */
export interface RowIssue {
  file: string;
  line: number;
  reason: string;
}

/**
 * One parsed row: a record, or why the row was skipped; `dropped` says which values were left out
 * of the record and why (absurd nutrient values, over-long texts).
 */
export type ParsedRow =
  | { ok: true; line: number; record: SourceRecord; dropped: string[] }
  | { ok: false; line: number; reason: string };

// Upper bounds per 100 g; anything above (or negative) is a data-entry error.
const NUTRIENT_MAX: Partial<Record<NutrientKey, number>> = {
  'energy-kj': 3800,
  'energy-kcal': 910,
  sodium: 40,
};

/** Keeps plausible nutrient values; says which ones were dropped. */
export function cleanNutriments(raw: Record<string, unknown>): {
  values: Record<string, number>;
  dropped: string[];
} {
  const values: Record<string, number> = {};
  const dropped: string[] = [];
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined || value === null || value === '') continue;
    const n = typeof value === 'number' ? value : Number(value);
    const max = NUTRIENT_MAX[name as NutrientKey] ?? 100;
    if (!Number.isFinite(n) || n < 0 || n > max)
      dropped.push(`absurd value dropped: ${name}=${String(value).slice(0, 40)}`);
    else values[name] = n;
  }
  return { values, dropped };
}

/** Barcodes are 6–14 digits; shorter UPC/EAN codes of 9–12 digits are left-padded to 13. */
export function cleanBarcode(raw: unknown): string | null {
  const code = String(raw ?? '').trim();
  if (!/^\d{6,14}$/.test(code)) return null;
  return code.length >= 9 && code.length < 13 ? code.padStart(13, '0') : code;
}

export const clean = (v: unknown): string | undefined => {
  if (typeof v !== 'string') return undefined;
  const s = v.replace(/\s+/g, ' ').trim();
  return s ? s : undefined;
};

export const isSwissBarcode = (code: string) => code.startsWith('76');
