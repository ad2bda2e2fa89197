// Swiss packs print the list in several languages one after another ("Zutaten: … Ingrédients: …
// Ingredienti: …"). Reading them as one list would double every ingredient and count the Italian
// words as unknown, so we keep the first section in a language we read (or the one asked for).
import type { ReadLang } from '../types';

/** Each header word holds a word of HINT.header (text/hints.ts; section-hints.test.ts checks). */
export const MARKER =
  /(?:^|[\s.;,)])(zutaten|ingrédients|grédients|ingredients|ingredienti|ingredientes|ingrediënten|ingredienten|composition|zusammensetzung)\s*:/giu;
/**
 * "NL: Harde kaas met rauwe koemelk", "ESP: Queso suizo de pasta semidura": a language code in
 * capitals opens a section in a language we do not read. Codes only, in capitals only: "DE:" is also
 * the French "de" ("TRACES DE: CÉLERI"), so de/fr/it/en codes are not among them.
 */
const LANG_CODE = /(?:^|[\s.;,)])(NL|ESP?|PT|SK|CZ|PL|DK|SE|FI|HU|GR|RO|HR|SI|BG)\s*:/gu;
const MARKER_LANG: Record<string, ReadLang | 'other'> = {
  zutaten: 'de',
  zusammensetzung: 'de',
  ingrédients: 'fr',
  // "In" lost to OCR at a line's start ("grédients : Floccons de pomme de terre", Tuc crisp).
  grédients: 'fr',
  composition: 'fr',
  ingredients: 'en',
  ingredienti: 'it',
};

const FIRST = new Set<string>(['de', 'fr', 'en']);
const LIST_COMMA = /,\s+\p{L}{2}/gu;

export interface Section {
  text: string;
  /** Language named by the section's header, when there is one. */
  lang?: ReadLang | 'other';
}

export function splitSections(text: string): Section[] {
  const marks: { at: number; end: number; lang: ReadLang | 'other' }[] = [];
  // exec, not matchAll (which copies the expression each call); no match is empty.
  MARKER.lastIndex = 0;
  for (let m = MARKER.exec(text); m !== null; m = MARKER.exec(text)) {
    const word = (m[1] as string).toLowerCase();
    const at = (m.index ?? 0) + m[0].indexOf(m[1] as string);
    marks.push({ at, end: (m.index ?? 0) + m[0].length, lang: MARKER_LANG[word] ?? 'other' });
  }
  if (marks.length === 0) return [{ text }];
  LANG_CODE.lastIndex = 0;
  for (let m = LANG_CODE.exec(text); m !== null; m = LANG_CODE.exec(text)) {
    const at = (m.index ?? 0) + m[0].indexOf(m[1] as string);
    marks.push({ at, end: (m.index ?? 0) + m[0].length, lang: 'other' });
  }
  marks.sort((a, b) => a.at - b.at);
  const sections: Section[] = [];
  const head = text.slice(0, marks[0]?.at).trim();
  if (head.length > 0) sections.push({ text: head });
  marks.forEach((m, i) =>
    sections.push({ text: text.slice(m.end, marks[i + 1]?.at ?? text.length), lang: m.lang }),
  );
  return sections;
}

/**
 * The section to read: the requested language; else an unlabelled head that reads like a list
 * (several commas: the pack's first language); else a de/fr/en section; else a head with a comma;
 * else an Italian section (Italian is read, but a German, French or English list of the same pack
 * is read better); else a section in a language we do not read; else the head.
 */
export function pickSection(text: string, lang?: ReadLang): Section {
  const sections = splitSections(text);
  if (sections.length === 1) return sections[0] as Section;
  if (lang) {
    const own = sections.find((s) => s.lang === lang);
    if (own) return own;
  }
  // A short head is usually a product description, so a section with a de/fr/en header wins.
  const head = sections[0] as Section;
  // Commas before a word: "VITAMINAS BI, B2, B6, B9, B5" ends a product title, not a list.
  const listCommas = head.lang === undefined ? (head.text.match(LIST_COMMA)?.length ?? 0) : 0;
  if (listCommas >= 4) return head;
  const filled = (s: Section) => s.text.trim().length > 0;
  const first = sections.find((s) => s.lang !== undefined && FIRST.has(s.lang) && filled(s));
  if (first) return first;
  if (listCommas >= 1) return head;
  // A title before a list in a language we do not read ("@GALLETAS DE CACAO … Ingredientes: Azücar,
  // harina de TRIGO …") is no list: the foreign list is what the pack says (and is not enough data).
  return (
    sections.find((s) => s.lang === 'it' && filled(s)) ??
    sections.find((s) => s.lang === 'other' && filled(s)) ??
    head
  );
}
