// Trace statements ("may contain …") in de/fr/it/en. Swiss law (LIV SR 817.022.16 Art. 11 para. 5)
// makes them meaningful, so they are cut out of the list and kept apart.
import { HINT, scanHints } from '../text/hints';
import { wordsAfterNoLetter } from '../text/word-first';

// A list may hold one level of brackets: "Gluten (Weizen, Roggen), Ei".
const LIST = '((?:[^.()\\[\\]]|\\([^()]*\\)){1,300}?)';
const END = '(?=\\.(?!\\d)|[)\\[\\]]|$)';
/** A heading's words; no letter before them, checked after them (text/word-first.ts). */
export const HEADING = '(?:spuren|traces?|tracce)';
/** Each pattern with the HINT bits of words every match of it contains (text/hints.ts). */
const PATTERNS: { re: RegExp; needs: number }[] = [
  {
    re: new RegExp(
      `(?:kann|können|könnte)\\s+(?:auch\\s+)?(?:geringe\\s+)?(?:spuren|anteile|reste)\\s+(?:von|an)\\s+${LIST}\\s+enthalten`,
      'giu',
    ),
    needs: HINT.enthalten,
  },
  {
    re: new RegExp(
      `hergestellt\\s+in\\s+einem\\s+betrieb,?\\s+(?:der|in\\s+dem|wo)\\s+(?:auch\\s+)?${LIST}\\s+verarbeitet(?:\\s+werden|\\s+wird)?`,
      'giu',
    ),
    needs: HINT.rareTrace,
  },
  {
    re: new RegExp(
      `in\\s+einem\\s+betrieb\\s+hergestellt,?\\s+(?:der|in\\s+dem|wo)\\s+(?:auch\\s+)?${LIST}\\s+verarbeitet(?:\\s+werden|\\s+wird)?`,
      'giu',
    ),
    needs: HINT.rareTrace,
  },
  // "Kann mit Nüssen in Kontakt gekommen sein", "kann in Kontakt mit Erdnüssen gekommen sein".
  {
    re: new RegExp(
      `(?:kann|können|könnte)\\s+mit\\s+${LIST}\\s+in\\s+kontakt\\s+gekommen(?:\\s+sein)?`,
      'giu',
    ),
    needs: HINT.rareTrace,
  },
  {
    re: new RegExp(
      `(?:kann|können|könnte)\\s+in\\s+kontakt\\s+mit\\s+${LIST}\\s+gekommen(?:\\s+sein)?`,
      'giu',
    ),
    needs: HINT.rareTrace,
  },
  { re: new RegExp(`(?:kann|können)\\s+${LIST}\\s+enthalten`, 'giu'), needs: HINT.enthalten },
  {
    re: new RegExp(`(?:kann|können)\\s+(?:spuren\\s+)?enthalten\\s*:\\s*${LIST}${END}`, 'giu'),
    needs: HINT.enthalten,
  },
  {
    re: new RegExp(`(?:enthält\\s+)?spuren\\s+(?:von|an)\\s+${LIST}${END}`, 'giu'),
    needs: HINT.spuren,
  },
  {
    re: new RegExp(
      `peut\\s+contenir\\s*:?\\s+(?:des\\s+)?(?:traces?\\s+)?(?:éventuelles\\s+)?(?:de\\s+|d['’]\\s*)?${LIST}${END}`,
      'giu',
    ),
    needs: HINT.contenir,
  },
  // "Manufacturé sur un équipement qui produit aussi des biscuits contenant du lait …".
  {
    re: new RegExp(
      `(?:fabriqu[ée]|manufactur[ée]|produit|élaboré)\\s+(?:sur|dans)\\s+(?:un|une|des)\\s+(?:équipements?|lignes?|ateliers?|sites?|usines?)\\s+qui\\s+(?:utilise|produit|manipule|transforme|fabrique)n?t?\\s+(?:aussi\\s+|également\\s+)?${LIST}${END}`,
      'giu',
    ),
    needs: HINT.rareTrace,
  },
  // "Ce produit a pu être en contact avec de l'arachide", "… et qu'il a pu être en contact avec du
  // soja", "peut avoir été en contact avec": the same statement as "peut contenir" (DOMAIN traces).
  {
    re: new RegExp(
      `(?:(?:et\\s+)?(?:qu['’]\\s*il|ce\\s+produit|il)\\s+)?(?:(?:a|à)\\s+pu\\s+être|pu\\s+être|peut\\s+(?:avoir\\s+)?été|peut\\s+être)\\s+en\\s+contact\\s+avec\\s+(?:des\\s+|du\\s+|de\\s+|d['’]\\s*)?${LIST}${END}`,
      'giu',
    ),
    needs: HINT.rareTrace,
  },
  {
    re: new RegExp(
      `traces?\\s+(?:éventuelles?|possibles?|potentielles?)\\s+(?:de\\s+|d['’]\\s*)?${LIST}${END}`,
      'giu',
    ),
    needs: HINT.rareTrace,
  },
  {
    re: new RegExp(
      `fabriqué\\s+dans\\s+un\\s+(?:atelier|site|usine)\\s+qui\\s+(?:utilise|manipule|transforme|travaille)\\s+(?:également\\s+|aussi\\s+)?${LIST}${END}`,
      'giu',
    ),
    needs: HINT.rareTrace,
  },
  {
    re: new RegExp(`(?:contient\\s+des\\s+)?traces\\s+(?:de\\s+|d['’]\\s*)${LIST}${END}`, 'giu'),
    needs: HINT.trace,
  },
  {
    re: new RegExp(
      `(?:may|can|could)\\s+(?:also\\s+)?contain\\s*:?\\s+(?:traces\\s+of\\s+)?${LIST}${END}`,
      'giu',
    ),
    needs: HINT.contain,
  },
  {
    re: new RegExp(
      `(?:made|produced|manufactured|packed)\\s+(?:in|on)\\s+a\\s+(?:factory|facility|site|plant|line)\\s+(?:that|which|where)\\s+(?:also\\s+)?(?:handles|processes|uses|packs)\\s+${LIST}${END}`,
      'giu',
    ),
    needs: HINT.rareTrace,
  },
  // "May have been in contact with nuts", "may have come into contact with …".
  {
    re: new RegExp(
      `(?:may|might|could|can)\\s+have\\s+(?:been\\s+in|come\\s+(?:in|into))\\s+contact\\s+with\\s+${LIST}${END}`,
      'giu',
    ),
    needs: HINT.rareTrace,
  },
  { re: new RegExp(`(?:contains\\s+)?traces?\\s+of\\s+${LIST}${END}`, 'giu'), needs: HINT.trace },
  // Italian: "Può contenere (tracce di) …", "Prodotto in uno stabilimento che utilizza (anche) …".
  {
    re: new RegExp(
      `(?:pu[òo]|possono)\\s+contenere\\s*:?\\s+(?:anche\\s+)?(?:tracce\\s+)?(?:di\\s+|d['’]\\s*)?${LIST}${END}`,
      'giu',
    ),
    needs: HINT.italianTrace,
  },
  {
    re: new RegExp(
      `(?:prodotto|confezionato|realizzato|lavorato)\\s+in\\s+uno\\s+stabilimento\\s+(?:che|dove|in\\s+cui)\\s+(?:si\\s+)?(?:utilizza(?:no)?|lavora(?:no)?|produce|producono|impiega(?:no)?|vengono\\s+(?:utilizzati|lavorati))\\s+(?:anche\\s+)?${LIST}${END}`,
      'giu',
    ),
    needs: HINT.rareTrace,
  },
  // "Può essere venuto in contatto con …", "potrebbe essere entrato in contatto con …".
  {
    re: new RegExp(
      `(?:pu[òo]|potrebbe|possono|potrebbero)\\s+essere\\s+(?:stat[oaie]\\s+|venut[oaie]\\s+|entrat[oaie]\\s+)?in\\s+contatto\\s+con\\s+(?:(?:del|della|dei|delle|degli|di)\\s+|d['’]\\s*)?${LIST}${END}`,
      'giu',
    ),
    needs: HINT.rareTrace,
  },
  {
    re: new RegExp(`(?:contiene\\s+)?tracce\\s+(?:di\\s+|d['’]\\s*)${LIST}${END}`, 'giu'),
    needs: HINT.italianTrace,
  },
  // A heading form, at the end of a list or inside its brackets: "(Spuren: Milch, Sellerie, Soja,
  // Senf)" (7613030711551), "Traces : fruits à coque, lait", "MAY CONTAIN: MILK" is above.
  {
    re: new RegExp(`${wordsAfterNoLetter(HEADING)}\\s*:\\s*${LIST}${END}`, 'giu'),
    needs: HINT.spuren | HINT.trace | HINT.italianTrace,
  },
];
const LIST_SPLIT =
  /\s*(?:,|;|\/|\bund\b|\band\b|\bet\b|\bou\b|\bor\b|\boder\b|\bsowie\b|\bautres?\b|\bother\b|\bandere[n]?\b|\be\b|\bo\b|\baltri\b|\baltra\b)\s*/i;
const FILLER =
  /^(?:von|de|des|du|d['’]|of|la|le|les|l['’]|the|an|other|autres?|anderen?|di|del|della|dei|delle|degli|altri|altra)\s+/iu;

const BRACKETS = /[()]/g;
const END_MARKS = /[:*]+$/;
/** Brackets read as commas; most lists have none, and are not copied. */
const unbracket = (list: string) =>
  list.includes('(') || list.includes(')') ? list.replace(BRACKETS, ',') : list;

/** Cheap pre-check: every pattern contains one of these words. */
const TRIGGER =
  /spuren|anteile|reste|betrieb|enthalten|contenir|trace|contain|factory|facility|plant|line|site|contenere|tracce|stabilimento|équipement|ligne|atelier|usine|contact|kontakt|contatto/i;

const ANY_NEEDS = PATTERNS.reduce((all, p) => all | p.needs, 0);
/** Whether a text holds ſ or K (Kelvin): letters /iu reads as s and k, and /i does not. */
export const foldsApart = (text: string) => text.includes('\u017f') || text.includes('\u212a');

/**
 * The ingredient list with trace statements cut out; the names they list, as written, go to
 * `names` (filled in, not made, so that a list without traces costs no objects). `hints`:
 * scanHints of this text or of one it was cut from (text/hints.ts). `gated` false (an ungated
 * engine): TRIGGER rules nothing out (and the caller passes ALL_HINTS).
 */
export function extractTraces(
  text: string,
  names: string[],
  hints = scanHints(text),
  gated = true,
): string {
  // The hints spare the patterns that cannot match.
  if ((hints & ANY_NEEDS) === 0) return text;
  // TRIGGER (/i) decides as before, but needs running only for a text with ſ or K, which the
  // patterns (/iu) alone read as s and k: without them every match holds a TRIGGER word as /i
  // reads it (traces.test.ts), so a text TRIGGER rules out is one no pattern matches.
  if (gated && foldsApart(text) && !TRIGGER.test(text)) return text;
  let rest = text;
  for (const { re, needs } of PATTERNS) {
    if ((hints & needs) === 0) continue;
    rest = rest.replace(re, (_m, list: string) => {
      for (const part of unbracket(list).split(LIST_SPLIT)) {
        const name = part.trim().replace(FILLER, '').replace(END_MARKS, '').trim();
        if (name) names.push(name);
      }
      return ' ';
    });
  }
  return rest;
}
