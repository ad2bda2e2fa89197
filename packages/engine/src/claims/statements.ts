// Content statements ("Teneur en lactose < 0,1 g/100 ml", "Laktosegehalt unter 0,1 g",
// "Tenore di lattosio inferiore a 0,01 g/100 g"): not ingredients; they support or contradict a
// free-from claim and never make a product red by themselves (DOMAIN.md "What is not an ingredient").
import type { ClaimTopic, ContentStatement } from './claim-types';
import { HINT, scanHints } from '../text/hints';

const CMP =
  '(?:<=?|≤|unter|weniger\\s+als|kleiner\\s+als|max(?:imal)?\\.?|höchstens|inf[ée]rieure?\\s+(?:à|a)|sous|(?:de\\s+)?moins\\s+de|inferiore\\s+a(?:llo|l)?|meno\\s+d(?:i|ello|el)|less\\s+than|below|under)';
const NUM = '(\\d+(?:[.,]\\d+)?)';
// "g/100 g", "g/100ml", "%", "mg/kg", "ppm"; OCR turns "100" into "l oo" or "f00".
const UNIT =
  '\\s*(%|mg\\s*/\\s*kg|ppm|mg\\s*/\\s*100\\s*(?:g|ml)|g(?:\\s*/\\s*(?:100|l\\s*oo|f00)\\s*(?:g|ml)?)?)?';
const SUBJECT =
  '(?:(?:rest)?(?:laktose|lactose|milchzucker|gluten)-?(?:gehalt|anteil)|(?:teneur|taux)\\s+(?:r[ée]siduel(?:le)?\\s+)?(?:en|de)\\s+(?:lactose|gluten)|residual\\s+(?:lactose|gluten)\\s+content|(?:tenore|contenuto|residuo)\\s+(?:di\\s+)?(?:lattosio|glutine)|(?:lactose|gluten)\\s+content|(?:lattosio|lactose|laktose|gluten|glutine)(?=\\s*(?:<|≤)))';

const STATEMENT = new RegExp(
  `${SUBJECT}\\s*:?\\s*(?:(?:est|ist|è|is)\\s+)?${CMP}?\\s*${NUM}${UNIT}`,
  'giu',
);
/** "senza lattosio (inferiore allo 0.1%)": a bound in brackets right after the topic word. */
const BRACKETED = new RegExp(
  `(lattosio|lactose|laktose|gluten|glutine)([^()]{0,20})\\(\\s*${CMP}\\s*${NUM}${UNIT}\\s*\\)`,
  'giu',
);

function topicOf(text: string): ClaimTopic {
  return /glut/iu.test(text) ? 'gluten' : 'lactose';
}

/** g per 100 g from a number and its unit (no unit: grams per 100 g, as on Swiss packs). */
function toGramsPer100g(num: string, unit: string | undefined): number {
  const n = Number.parseFloat(num.replace(',', '.'));
  const u = (unit ?? '').replace(/\s+/g, '').toLowerCase();
  if (u === 'mg/kg' || u === 'ppm') return n / 10_000;
  if (u.startsWith('mg/')) return n / 1000;
  return n;
}

/**
 * The text with content statements cut out; they go to `statements` (filled in, not made: most
 * texts have none). `hints`: scanHints of this text or of one it was cut from (text/hints.ts).
 */
export function extractStatements(
  text: string,
  statements: ContentStatement[],
  hints = scanHints(text),
): string {
  if ((hints & HINT.claim) === 0) return text;
  // Each expression needs a word of its group or a "<" (text/hints.ts), else it is not run.
  const comparing = text.includes('<') || text.includes('≤');
  let rest = text;
  if (comparing || (hints & HINT.statement) !== 0)
    rest = rest.replace(STATEMENT, (m, num: string, unit: string | undefined) => {
      statements.push({
        topic: topicOf(m),
        text: m.trim(),
        maxGramsPer100g: toGramsPer100g(num, unit),
      });
      return '; ';
    });
  if (!comparing && (hints & HINT.bound) === 0) return rest;
  rest = rest.replace(BRACKETED, (m, word: string, between: string, num: string, unit?: string) => {
    const bracket = m.slice(word.length + between.length);
    statements.push({
      topic: topicOf(word),
      text: bracket.trim(),
      maxGramsPer100g: toGramsPer100g(num, unit),
    });
    return `${word}${between}`;
  });
  return rest;
}
