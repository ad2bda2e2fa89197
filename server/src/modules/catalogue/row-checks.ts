import { TEXT_LANGS, type LangTexts, type ParsedRow, type SourceRecord } from './source-record.js';

/**
 * What one row may carry (issue 29, point 6). Open Food Facts is edited by the public, so a row can
 * hold anything; these bounds make every row cost about the same. The longest ingredient list of
 * the default catalogue has 6,565 characters, the longest name 156 (decision 171).
 */
export const ROW_LIMITS = {
  ingredientsText: 10_000,
  text: 1_000,
  listItems: 500,
  listItem: 300,
} as const;

// PostgreSQL refuses a NUL in text and jsonb, and JSON with a lone UTF-16 surrogate (a broken pair).
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Field = [name: string, value: unknown];

const LANG_FIELDS = (prefix: string, texts: LangTexts): Field[] =>
  TEXT_LANGS.map((lang) => [lang === 'other' ? prefix : `${prefix}_${lang}`, texts[lang]]);

/** Every text of a record, under its Open Food Facts field name. */
function fieldsOf(r: SourceRecord): Field[] {
  return [
    ...LANG_FIELDS('product_name', r.names),
    ...LANG_FIELDS('ingredients_text', r.ingredients_text),
    ['generic_name', r.generic_name],
    ['brands', r.brand],
    ['quantity', r.quantity],
    ['origins', r.origins],
    ['image_url', r.image_url],
    ['stores', r.stores],
    ['countries_tags', r.countries],
    ['categories_tags', r.categories_tags],
    ['labels_tags', r.labels_tags],
    ['allergens_tags', r.allergens_tags],
    ['traces_tags', r.traces_tags],
  ];
}

const isUnstorable = (value: unknown): boolean =>
  typeof value === 'string'
    ? UNSTORABLE.test(value)
    : Array.isArray(value) && value.some(isUnstorable);

const count = (n: number) => n.toLocaleString('en');

/** Why a text or list is too long to keep, or null. */
function overLimit(name: string, value: unknown): string | null {
  if (typeof value === 'string') {
    const limit = name.startsWith('ingredients_text')
      ? ROW_LIMITS.ingredientsText
      : ROW_LIMITS.text;
    return value.length > limit
      ? `${name}: ${count(value.length)} characters (limit ${count(limit)}), not imported`
      : null;
  }
  if (!Array.isArray(value)) return null;
  if (value.length > ROW_LIMITS.listItems)
    return `${name}: ${count(value.length)} entries (limit ${count(ROW_LIMITS.listItems)}), not imported`;
  const long = value.find((v: string) => v.length > ROW_LIMITS.listItem) as string | undefined;
  return long === undefined
    ? null
    : `${name}: an entry of ${count(long.length)} characters (limit ${count(ROW_LIMITS.listItem)}), not imported`;
}

/** Removes one field (named as in `fieldsOf`) from a record. */
function dropField(r: SourceRecord, name: string): void {
  const lang = /^(?:product_name|ingredients_text)(?:_(en|de|fr|it))?$/.exec(name);
  if (lang) {
    const texts = name.startsWith('product_name') ? r.names : r.ingredients_text;
    delete texts[(lang[1] ?? 'other') as keyof LangTexts];
    return;
  }
  const key = (
    { brands: 'brand', countries_tags: 'countries' } as Record<string, keyof SourceRecord>
  )[name];
  delete (r as unknown as Record<string, unknown>)[key ?? name];
}

/**
 * A parsed row made safe to store and cheap to judge: a row with a NUL or a lone surrogate in any
 * text is skipped (with the field named); an over-long text or list is left out of the record and
 * reported, the rest of the row kept (no ingredient list means no green verdict, never a wrong one).
 */
export function checkRow(row: ParsedRow): ParsedRow {
  if (!row.ok) return row;
  const fields = fieldsOf(row.record);
  const bad = fields.find(([, value]) => isUnstorable(value));
  if (bad) {
    return {
      ok: false,
      line: row.line,
      reason: `${bad[0]} holds a NUL character or a broken (lone surrogate) character`,
    };
  }
  for (const [name, value] of fields) {
    const why = overLimit(name, value);
    if (!why) continue;
    dropField(row.record, name);
    row.dropped.push(why);
  }
  const { names } = row.record;
  if (names.en || names.de || names.fr || names.it || names.other) return row;
  return { ok: false, line: row.line, reason: `no product name left (${row.dropped.join('; ')})` };
}
