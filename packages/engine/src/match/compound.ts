// German compound splitting (Vollmilchschokolade, Weizenvollkornmehl, Zwiebelpulver): the head
// is the longest known suffix; the rest must itself be a known word, a compound, or a modifier.
// Known words come from the taxonomy's de names, so the split needs no hand-written dictionary.

/** Prefixes that only qualify the head (Vollkorn-, Mager-, Bio-…). */
const PREFIX_MODIFIERS = new Set([
  'voll',
  'vollkorn',
  'mager',
  'halb',
  'teil',
  'bio',
  'roh',
  'fein',
  'natur',
  'suss',
  'sauer',
  'extra',
  'hart',
  'weich',
  'ganz',
  'jung',
  'frisch',
  'gerostet',
  'ur',
  // Schlagrahm (whipping cream), Alpenmilch (milk from the Alps).
  'schlag',
  'alpen',
]);
/** Suffixes that keep the meaning of the word before them (Zwiebelpulver is onion). */
const SUFFIX_MODIFIERS = new Set([
  'pulver',
  'extrakt',
  'konzentrat',
  'stucke',
  'stuckchen',
  'wurfel',
  'granulat',
  'paste',
  'flocken',
  'schrot',
  'griess',
  'kleie',
  'mark',
  'puree',
  'drink',
  'getrank',
  'fasern',
  'faser',
  'creme',
  'kerne',
  'splitter',
  'grutze',
  'anteil',
  'zubereitung',
  'erzeugnis',
  'erzeugnisse',
]);
const LINKS = ['', 's', 'n', 'en', 'es', 'e', 'er'];
const MIN_PART = 3;
/** Two-letter words that do occur in compounds (Rapsöl, Volleipulver). */
const SHORT_WORDS = new Set(['ol', 'ei']);
const isLongEnough = (w: string) => w.length >= MIN_PART || SHORT_WORDS.has(w);

export type WordLookup = (word: string) => string | undefined;

function findPrefix(prefix: string, lookup: WordLookup, depth: number): string[] | undefined {
  for (const link of LINKS) {
    if (link && !prefix.endsWith(link)) continue;
    const stem = prefix.slice(0, prefix.length - link.length);
    if (stem.length < 2) continue;
    if (PREFIX_MODIFIERS.has(stem)) return [];
    const id = isLongEnough(stem) ? lookup(stem) : undefined;
    if (id) return [id];
    const inner = depth > 0 ? splitCompound(stem, lookup, depth - 1) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Ids of the parts of a compound word, modifier parts first and the head last,
 * or undefined when the word cannot be fully explained by known parts.
 */
export function splitCompound(word: string, lookup: WordLookup, depth = 2): string[] | undefined {
  for (let cut = 2; cut <= word.length - 2; cut++) {
    const head = word.slice(cut);
    if (!isLongEnough(head)) continue;
    const headId = lookup(head);
    if (headId === undefined && !SUFFIX_MODIFIERS.has(head)) continue;
    const prefix = word.slice(0, cut);
    const prefixIds = findPrefix(prefix, lookup, depth);
    if (prefixIds === undefined) continue;
    if (headId !== undefined) return [...prefixIds, headId];
    if (prefixIds.length > 0) return prefixIds;
  }
  return undefined;
}
