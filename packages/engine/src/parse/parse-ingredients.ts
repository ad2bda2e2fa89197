// Ingredient-list parser: header and storage notes stripped, trace statements cut out, the list
// split with nesting, stated percentages read, each name matched to canonical ids.
import type { Lang } from '../types';
import type { Matcher } from '../match/matcher';
import type { ParsedIngredient, ParsedIngredients } from './parsed-types';
import { splitList } from './split-list';
import { extractTraces } from './traces';
import { detectLang } from './detect-lang';
import { pickSection } from './sections';

const HEADER =
  /^\s*(?:zutaten|ingrédients|ingredients|ingredienti|zusammensetzung|composition)\s*:?\s*/iu;
const NOT_INGREDIENTS =
  /(?:aufbewahrung|kühl und trocken|mindestens haltbar|nach dem öffnen|à conserver|conserver au|store in|best before|keep refrigerated|allergiker|allergen(?:e|s)?\s*:|allergènes?\s*:|nährwert|valeurs nutritionnelles|nutrition)[^.]*(?:\.|$)/giu;
const PERCENT = /(?:min\.?|mind\.?|max\.?)?\s*(\d{1,3}(?:[.,]\d+)?)\s*%/u;
const ONLY_PERCENT = /^\s*(?:min\.?|mind\.?|max\.?)?\s*\d{1,3}(?:[.,]\d+)?\s*%\s*$/u;
const UNDERSCORED = /_([^_]+)_/gu;
// "Vollmilch 3,5% Fett", "lait écrémé 1,5% de matière grasse", "milk 3.5% fat": the fat content of
// the ingredient, not its share of the product — reading it as a share would shrink whole milk to a trace.
const FAT_STATEMENT =
  /(?:min\.?|mind\.?|max\.?)?\s*\d{1,3}(?:[.,]\d+)?\s*%\s*(?:de\s+|d['’]\s*)?(?:fettgehalt|fett(?:\s*i\.?\s*tr\.?)?|matières?\s+grasses?|fat|m\.\s?g\.?|mg)(?=$|[\s.,;:)])/iu;

/** Cheap pre-check for the header and storage-note expressions. */
const NOT_INGREDIENTS_HINT =
  /zutaten|ingr[ée]dients|ingredienti|zusammensetzung|composition|aufbewahr|kühl|haltbar|öffnen|conserv|store|best before|refrigerat|allerg|nährwert|nutrition/iu;

/** An ingredient list written all in capitals has no emphasis to read. */
function isMostlyCapitals(text: string): boolean {
  let upper = 0;
  let lower = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 65 && c <= 90) || (c >= 192 && c <= 222 && c !== 215)) upper++;
    else if ((c >= 97 && c <= 122) || (c >= 223 && c <= 255 && c !== 247)) lower++;
  }
  return upper + lower > 0 && lower < (upper + lower) * 0.3;
}

/** A word of three or more capitals (allergen emphasis on Swiss/EU packs). */
function hasCapitalWord(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 65 && c <= 90) || (c >= 192 && c <= 222 && c !== 215)) {
      if (++run >= 3) return true;
    } else run = 0;
  }
  return false;
}

function readPercent(text: string): number | undefined {
  const m = PERCENT.exec(text);
  return m ? Number.parseFloat((m[1] as string).replace(',', '.')) : undefined;
}

interface Counter {
  total: number;
  unknown: number;
}

function parseList(
  text: string,
  lang: Lang,
  matcher: Matcher,
  parentMax: number,
  shouty: boolean,
  count: Counter,
): ParsedIngredient[] {
  const result: ParsedIngredient[] = [];
  let bound = 100;
  for (const raw of splitList(text)) {
    let name = raw.name;
    if (name.includes('%') && FAT_STATEMENT.test(name)) name = name.replace(FAT_STATEMENT, ' ');
    let percent = name.includes('%') ? readPercent(name) : undefined;
    if (percent !== undefined) name = name.replace(PERCENT, ' ');
    let inner = '';
    for (const group of raw.inner) {
      if (
        group.includes('%') &&
        FAT_STATEMENT.test(group) &&
        !group.replace(FAT_STATEMENT, '').trim()
      )
        continue;
      if (group.includes('%') && ONLY_PERCENT.test(group)) percent ??= readPercent(group);
      else inner = inner ? `${inner}, ${group}` : group;
    }
    const colon = name.indexOf(':');
    if (colon >= 0 && name.slice(colon + 1).trim()) name = name.slice(colon + 1);
    const underscored = name.includes('_');
    const emphasized = underscored || (!shouty && hasCapitalWord(name));
    if (underscored || name.includes('*'))
      name = name.replace(UNDERSCORED, '$1').replace(/[_*]/g, '');
    name = name.trim();
    if (/^[-–:]|[-–:]$/.test(name)) name = name.replace(/^[-–:\s]+|[-–:\s]+$/g, '');
    if (name.includes('  ')) name = name.replace(/\s+/g, ' ');
    if (!name && !inner) continue;
    // Ingredients come in descending order of weight: the n-th is at most 100/n % and at most its predecessor.
    bound = Math.min(bound, 100 / (result.length + 1), percent ?? 100);
    const maxPercent = (parentMax * bound) / 100;
    const ids = name ? matcher.matchName(name, lang).ids : [];
    const noise = name !== '' && ids.length === 0 && matcher.isNoise(name);
    if (noise && !inner) continue;
    if (name && !noise) {
      count.total++;
      if (ids.length === 0) count.unknown++;
    }
    const children = inner ? parseList(inner, lang, matcher, maxPercent, shouty, count) : [];
    const item: ParsedIngredient = { text: name || inner, ids, maxPercent, emphasized, children };
    if (percent !== undefined) item.percent = percent;
    result.push(item);
  }
  return result;
}

export function parseIngredientText(
  fullText: string,
  matcher: Matcher,
  lang?: Lang,
  langHint?: string,
): ParsedIngredients {
  const section = NOT_INGREDIENTS_HINT.test(fullText)
    ? pickSection(fullText, lang)
    : { text: fullText, lang: undefined };
  const text = section.text;
  const sectionLang = section.lang === 'other' ? undefined : section.lang;
  const useLang = lang ?? sectionLang ?? detectLang(text, langHint);
  const cleaned = NOT_INGREDIENTS_HINT.test(text)
    ? text.replace(HEADER, '').replace(NOT_INGREDIENTS, ' ')
    : text;
  const { rest, names } = extractTraces(cleaned);
  const shouty = isMostlyCapitals(rest);
  const count: Counter = { total: 0, unknown: 0 };
  const ingredients = parseList(rest, useLang, matcher, 100, shouty, count);
  const traces = names.map((t) => ({ text: t, ids: matcher.matchName(t, useLang).ids }));
  return { lang: useLang, ingredients, traces, total: count.total, unknown: count.unknown };
}
