// Cheap language guess from frequent ingredient-list words; enough to pick the de/fr/it/en names first.
import type { ReadLang } from '../types';
import { countWithExpression, markerCounts, MARKED_LANGS } from './lang-markers';

/** The first few hundred characters are enough, and keep this cheap for long lists. */
export const SAMPLE = 200;

/** Languages we do not read, to avoid judging a Spanish list with German names. */
const OTHER =
  /\b(?:y|azúcar|azucar|leche|harina|agua|aceite|trigo|huevos?|cerdo|carne|levadura|almidón|grasa|zumo|mantequilla|queso|nata|pollo|maíz|especias|puede|contener|van|suiker|zout|melk\w*|tarwe\w*|olie|cacaoboter|cacaomassa|volle|magere|plantaardige|natuurlijk|zonnebloem\w*|açúcar|leite|farinha|água|óleo|cukier|olej|mleko|proszku|socker|och|vesi|ja|šećer|ulje)\b/gi;

/** Like detectLang, but says 'other' for Spanish, Dutch, Portuguese or other lists we do not read. */
export function detectTextLang(fullText: string): ReadLang | 'other' {
  const text = fullText.length > SAMPLE ? fullText.slice(0, SAMPLE) : fullText;
  const counts = markerCounts(fullText, text.length);
  const lang = mostMarked(counts);
  const own = counts[MARKED_LANGS.indexOf(lang as (typeof MARKED_LANGS)[number])] ?? 0;
  const other = text.match(OTHER)?.length ?? 0;
  return other * 2 >= own && other >= 2 ? 'other' : lang;
}

/**
 * `fast` false (an ungated engine): the markers are counted by their expression, not by the
 * char-code pass that stands for it (lang-markers.ts).
 */
export function detectLang(
  fullText: string,
  hint?: string,
  fast = true,
  out?: Int32Array<ArrayBuffer>,
): ReadLang {
  // The sample is not sliced: a char-code loop reads a sliced string more slowly than its parent.
  if (fast) return mostMarked(markerCounts(fullText, Math.min(fullText.length, SAMPLE), out), hint);
  const counts = countWithExpression(fullText.slice(0, SAMPLE));
  return mostMarked(
    Int32Array.from(MARKED_LANGS, (l) => counts[l]),
    hint,
  );
}

/**
 * The language with the most markers (counts by MARKED_LANGS index, ties to the first); the hint
 * (or English) when none has any.
 */
export function mostMarked(counts: Int32Array, hint?: string): ReadLang {
  let best = -1;
  let bestScore = 0;
  for (let l = 0; l < MARKED_LANGS.length; l++) {
    if ((counts[l] as number) > bestScore) {
      best = l;
      bestScore = counts[l] as number;
    }
  }
  if (best !== -1) return MARKED_LANGS[best] as ReadLang;
  return hint === 'de' || hint === 'fr' || hint === 'it' ? hint : 'en';
}
