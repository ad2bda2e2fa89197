// Ingredient-list parser: typography folded, content statements and free-from claims taken out,
// the section in a language we read picked, header, storage and allergen notes, trace statements
// and pasted nutrition tables cut, then the list split with nesting and each name matched.
import type { ReadLang } from '../types';
import type { Matcher } from '../match/matcher';
import type { FreeFromClaim } from '../claims/claim-types';
import { extractStatements } from '../claims/statements';
import { scanClaims } from '../claims/scan-claims';
import { prepareText } from '../text/prepare';
import type { ParsedIngredients } from './parsed-types';
import { extractTraces } from './traces';
import { detectLang, mostMarked, SAMPLE } from './detect-lang';
import { scanCountingMarkers } from './scan-markers';
import { createScratch, type Scratch } from '../scratch';
import { pickSection } from './sections';
import { cutNutritionTable, extractAllergenNotes } from './not-ingredients';
import { separateBareShares } from './percent';
import { parseList, type ListCounter } from './parse-list';
import { ALL_HINTS, HINT, HINT_TABLES, scanHints } from '../text/hints';

/** Its words hold a word of HINT.header, as sections.ts MARKER's do (section-hints.test.ts). */
export const HEADER =
  /^\s*(?:zutaten|ingrédients|ingredients|ingredienti|zusammensetzung|composition)\s*:?\s*/iu;
/**
 * Storage and service notes, each cut to its sentence's end. Its phrases each hold a word of
 * HINT.storage (section-hints.test.ts, which also reads one of each). They are grouped by first
 * letter, which runs 1.8 times faster than one alternative after another; every phrase is followed
 * by the same tail and holds no ".", so which phrase matches never changes where a note ends.
 */
export const STORAGE =
  /(?:a(?:ufbewahrung|giter avant|gitare prima|près ouverture| consommer rapidement)|à (?:conserver|consommer (?:de préférence|jusqu|rapidement))|b(?:est before|ien agiter)|cons(?:erver (?:au|à)|eil pour l['’]entreposage|ervare|ervation [àa])|d(?:e préférence dans|ate de fabrication|a consumarsi|opo l['’]apertura)|entreposage|im kühlschrank|k(?:ühl und trocken|eep refrigerated|undendienst)|mindestens haltbar|nach dem öffnen|once opened|s(?:tore in|hake well|e conserve|ervice consommateurs?|ervizio consumatori)|un(?:e fois (?:ouvert|entamé)|a volta aperto)|vor gebrauch schütteln)[^.]*(?:\.|$)/giu;
/**
 * The header and storage notes cut out, each expression run only when a word of each of its
 * phrases is here (HINT.header, HINT.storage).
 */
function removeNotes(text: string, hints: number): string {
  const rest = (hints & HINT.header) === 0 ? text : text.replace(HEADER, '');
  return (hints & HINT.storage) === 0 ? rest : rest.replace(STORAGE, ' ');
}

/** Free-from phrases standing alone are claims about the product; they leave the list. */
function takeClaims(text: string, claims: FreeFromClaim[], hints: number): string {
  // Every phrase names its topic (HINT.claim): without one, no scan and none of its arrays.
  if ((hints & HINT.claim) === 0) return text;
  const spans = scanClaims(text, hints).filter((s) => s.standalone);
  if (spans.length === 0) return text;
  let rest = text;
  for (const s of spans.reverse()) {
    for (const topic of s.topics)
      claims.push({ topic, source: 'ingredients', strength: s.strength, text: s.text });
    rest = `${rest.slice(0, s.start)}; ${rest.slice(s.end)}`;
  }
  claims.reverse();
  return rest;
}

/** What the whole-text passes leave for parseList, and what they took out of the text. */
export interface ListText {
  /** The ingredient list (header, notes, traces and a nutrition table cut out). */
  list: string;
  lang: ReadLang;
  /** The section read is in a language we do not read: there is no list. */
  unread: boolean;
  claims: FreeFromClaim[];
  statements: ParsedIngredients['statements'];
  allergens: string[];
  traces: string[];
  /** scanHints of the text `list` was cut from (text/hints.ts): they hold for `list` too. */
  hints: number;
}

/**
 * The whole-text passes: typography, statements, claims, section, notes, traces, table. `gated`
 * false (an ungated engine, engine.ts EngineOptions): no hints (every expression runs), and the
 * language is guessed by the marker expression itself (lang-markers.ts countWithExpression).
 */
export function cutToList(
  fullText: string,
  lang: ReadLang | undefined,
  langHint: string | undefined,
  gated: boolean,
  scratch: Scratch,
): ListText {
  // Without a language given, the scan also counts the language markers of the text's start:
  // they are the language guess whenever the section read is the whole text (most are).
  const rawHints = !gated
    ? ALL_HINTS
    : lang === undefined
      ? scanCountingMarkers(
          fullText,
          HINT_TABLES,
          Math.min(fullText.length, SAMPLE),
          scratch.markers,
        )
      : scanHints(fullText);
  // Without "&" or a COMPAT character prepareText gives the text back as it is.
  const prepared = (rawHints & HINT.typography) === 0 ? fullText : prepareText(fullText);
  const preparedHints = prepared === fullText || !gated ? rawHints : scanHints(prepared);
  // The passes fill these in rather than return objects: most texts have none of them.
  const statements: ParsedIngredients['statements'] = [];
  const claims: FreeFromClaim[] = [];
  const allergens: string[] = [];
  const traces: string[] = [];
  const withoutStatements = extractStatements(prepared, statements, preparedHints);
  // The passes below cut spans out or put separators in, so these hints serve them all (see
  // text/hints.ts); cutting a statement can join the words around it, so its rest is read again.
  const hints =
    withoutStatements === prepared || !gated ? preparedHints : scanHints(withoutStatements);
  const withoutClaims = takeClaims(withoutStatements, claims, hints);
  // Without a header's word there is one section, the whole text (sections.ts MARKER).
  const section = (hints & HINT.header) !== 0 ? pickSection(withoutClaims, lang) : undefined;
  const sectionText = section === undefined ? withoutClaims : section.text;
  const sectionLang = section?.lang === 'other' ? undefined : section?.lang;
  const useLang =
    lang ??
    sectionLang ??
    (!gated
      ? detectLang(sectionText, langHint, false)
      : sectionText === fullText
        ? mostMarked(scratch.markers, langHint)
        : detectLang(sectionText, langHint, true, scratch.markers));
  // A list in a language we do not read (Spanish, Portuguese, Dutch…) is not enough data: its
  // words only look like ours ("Sem glúten" is "without gluten", "lecitina de soja" is no bean).
  if (section?.lang === 'other')
    return { list: '', lang: useLang, unread: true, claims, statements, allergens, traces, hints };
  const cleaned = removeNotes(sectionText, hints);
  const rest = extractTraces(extractAllergenNotes(cleaned, allergens, hints), traces, hints, gated);
  return {
    list: cutNutritionTable(rest, hints, gated),
    lang: useLang,
    unread: false,
    claims,
    statements,
    allergens,
    traces,
    hints,
  };
}

/** The top level of a list: the whole product, bounded by list order alone. */
const WHOLE = { max: 100, stated: false } as const;

export function parseIngredientText(
  fullText: string,
  matcher: Matcher,
  lang?: ReadLang,
  langHint?: string,
  /** False for an ungated engine (engine.ts EngineOptions): no short-cut decides what runs. */
  gated = true,
  /** The call's working space (scratch.ts); a fresh one when not given. */
  scratch: Scratch = createScratch(),
): ParsedIngredients {
  const text = cutToList(fullText, lang, langHint, gated, scratch);
  const { claims, statements, lang: useLang } = text;
  if (text.unread) return unread(useLang, claims, statements);
  // Its pre-check (a spaced decimal, percent.ts SPACED_DECIMAL) holds /\d[.,]\d/: a needle of
  // HINT.decimal.
  const list = (text.hints & HINT.decimal) === 0 ? text.list : separateBareShares(text.list, gated);
  const count: ListCounter = {
    total: 0,
    unknown: 0,
    words: 0,
    knownWords: 0,
    claims,
    notes: [],
  };
  const ingredients = parseList(list, WHOLE, {
    lang: useLang,
    matcher,
    count,
    hints: text.hints,
    gated,
    scratch,
  });
  const allergens: { text: string; ids: string[] }[] = [];
  for (const t of text.allergens) allergens.push(readNamed(t, matcher, useLang));
  for (const t of count.notes) allergens.push(readNamed(t, matcher, useLang));
  return {
    lang: useLang,
    ingredients,
    traces: text.traces.map((t) => readNamed(t, matcher, useLang)),
    allergens,
    claims,
    statements,
    total: count.total,
    unknown: count.unknown,
    understood: count.words === 0 ? 0 : count.knownWords / count.words,
  };
}

/** A trace or allergen note's name with the ids it names. */
function readNamed(
  text: string,
  matcher: Matcher,
  lang: ReadLang,
): { text: string; ids: string[] } {
  return { text, ids: matcher.matchName(text, lang).ids };
}

function unread(
  lang: ReadLang,
  claims: FreeFromClaim[],
  statements: ParsedIngredients['statements'],
): ParsedIngredients {
  const none = { ingredients: [], traces: [], allergens: [], total: 0, unknown: 0, understood: 0 };
  return { lang, claims, statements, ...none, unsupportedLanguage: true };
}
