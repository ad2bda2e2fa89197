// The needle scan (text/needles.ts) and the language-marker count (lang-markers.ts) in one pass
// over a text's first characters, for cutToList: both read every character, and the text is
// then read once. What each gives is what it gives alone (scan-markers.test.ts).
import { ENDS, SYMBOL, SYMBOLS, scanOn, type NeedleTables } from '../text/needles';
import {
  CLASS,
  countWithExpression,
  FOLDED,
  FRENCH,
  GERMAN,
  hashStep,
  markerAt,
  MARKED_LANGS,
  WORD,
  WORD_LANG_INDEX,
  WORD_LENGTH,
} from './lang-markers';

/**
 * What `scannerOf(tables)(text)` gives, and markerCounts(text, limit) into `counts` (by
 * MARKED_LANGS index). The
 * count follows markerCounts without its jumps: a run is hashed as its characters pass, and a
 * word that goes on past its run ("végétale") sets `skip`, before which no letter or run counts
 * (markerCounts jumps over them).
 */
export function scanCountingMarkers(
  text: string,
  tables: NeedleTables,
  limit: number,
  counts: Int32Array,
): number {
  const { row, out, counted } = tables;
  let at = 0;
  let found = 0;
  let count = 0;
  counts.fill(0);
  let start = -1;
  let h = 0;
  let skip = 0;
  let folded = false;
  let i = 0;
  for (; i < limit; i++) {
    const c = text.charCodeAt(i);
    const to = row[at + (SYMBOL[c] as number)] as number;
    at = to & ~ENDS;
    if (to >= ENDS) {
      const bits = out[at / SYMBOLS] as number;
      found |= bits;
      if ((bits & counted) !== 0) count++;
    }
    const kind = CLASS[c] as number;
    if (kind === WORD) {
      if (start < 0) {
        start = i;
        h = 0;
      }
      h = hashStep(h, c | 32);
      continue;
    }
    if (start >= 0) {
      if (start >= skip) skip = countRun(text, start, i, limit, h, skip, counts);
      start = -1;
    }
    if (kind === FOLDED) folded = true;
    else if (i >= skip) {
      if (kind === GERMAN) counts[0] = (counts[0] as number) + 1;
      else if (kind === FRENCH) counts[1] = (counts[1] as number) + 1;
    }
  }
  if (start >= skip && start >= 0) countRun(text, start, limit, limit, h, skip, counts);
  if (folded) {
    const exact = countWithExpression(text.slice(0, limit));
    MARKED_LANGS.forEach((lang, l) => (counts[l] = exact[lang]));
  }
  return scanOn(tables, text, i, at, found, count);
}

/** Counts the marker the run text[start, end) starts, if any; gives where counting goes on. */
function countRun(
  text: string,
  start: number,
  end: number,
  limit: number,
  h: number,
  skip: number,
  counts: Int32Array,
) {
  const marker = markerAt(text, start, end, limit, h);
  if (marker === -1) return skip;
  const lang = WORD_LANG_INDEX[marker] as number;
  if (lang >= 0) counts[lang] = (counts[lang] as number) + 1;
  return start + (WORD_LENGTH[marker] as number);
}
