// A product's free-from claims from all three places they are printed: the name (every phrase
// there is about the product), the ingredient text (phrases standing alone, found by the parser)
// and the label tags (the labels taxonomy: en:no-lactose, en:no-gluten and their children, or a
// tag whose own words are a claim, such as 'it:...-senza-lattosio-...').
import type { ProductInput } from '../types';
import type { ClaimTopic, FreeFromClaim, ProductClaims } from './claim-types';
import type { ParsedIngredients } from '../parse/parsed-types';
import { findClaimPhrases } from './scan-claims';
import { CLAIM_HINT } from './claim-phrases';
import { ALL_HINTS } from '../text/hints';

/**
 * OFF labels taxonomy: the certified free-from labels (LIV Art. 41/42). A Map, not an object: tags
 * are free text from the data, and an object would answer for 'constructor' or 'toString'.
 */
export const FREE_FROM_LABELS: ReadonlyMap<string, ClaimTopic> = new Map([
  ['en:no-lactose', 'lactose'],
  ['en:no-gluten', 'gluten'],
]);

/** `gated` false (an ungated engine): no pre-check, every phrase expression runs. */
function fromText(
  text: string,
  source: FreeFromClaim['source'],
  out: FreeFromClaim[],
  gated: boolean,
): void {
  for (const m of findClaimPhrases(text, gated ? undefined : ALL_HINTS))
    for (const topic of m.topics) out.push({ topic, source, strength: m.strength, text: m.text });
}

function fromName(name: unknown, out: FreeFromClaim[], gated: boolean): void {
  if (typeof name !== 'string') return;
  // "DOPPELRAHMSTUFE Laktosefreï": a stray diaeresis (OCR, shop feeds) hides no other word.
  const plain =
    name.includes('ï') || name.includes('Ï') ? name.replace(/ï/gu, 'i').replace(/Ï/gu, 'I') : name;
  fromText(plain, 'name', out, gated);
}

/**
 * `labelAncestors` gives a tag with its taxonomy ancestors (the engine's labels index); tags the
 * taxonomy does not know are read by their words.
 */
export function collectProductClaims(
  product: ProductInput,
  parsed: ParsedIngredients | undefined,
  labelAncestors: (tag: string) => readonly string[],
  gated = true,
): ProductClaims {
  const freeFrom: FreeFromClaim[] = [];
  // Each name field once, in this order, a repeated name read once. Spelled out: product objects
  // come in many shapes, and reading their fields by a computed key was slow (as was a list of the
  // names read, made per product).
  const name = product.product_name;
  const de = product.product_name_de;
  const fr = product.product_name_fr;
  const it = product.product_name_it;
  const en = product.product_name_en;
  fromName(name, freeFrom, gated);
  if (de !== name) fromName(de, freeFrom, gated);
  if (fr !== name && fr !== de) fromName(fr, freeFrom, gated);
  if (it !== name && it !== de && it !== fr) fromName(it, freeFrom, gated);
  if (en !== name && en !== de && en !== fr && en !== it) fromName(en, freeFrom, gated);
  for (const tag of product.labels_tags ?? []) {
    // Each topic once, in the order found; most tags name none, and then no list is made.
    let topics: ClaimTopic[] | undefined;
    for (const a of labelAncestors(tag)) {
      const topic = FREE_FROM_LABELS.get(a);
      if (topic && !(topics ??= []).includes(topic)) topics.push(topic);
    }
    // Most tags name no topic: skip the copy (hyphens made spaces join no letters).
    if (!gated || CLAIM_HINT.test(tag))
      for (const m of findClaimPhrases(
        tag.slice(3).replace(/-/g, ' '),
        gated ? undefined : ALL_HINTS,
      ))
        for (const t of m.topics) if (!(topics ??= []).includes(t)) topics.push(t);
    if (topics)
      for (const topic of topics)
        freeFrom.push({ topic, source: 'label', strength: 'free', text: tag });
  }
  if (parsed) freeFrom.push(...parsed.claims);
  return { freeFrom, statements: parsed?.statements ?? [] };
}

/** The strongest claim a product makes for one topic, if any ('free' beats 'reduced'). */
export function claimFor(claims: ProductClaims, topic: ClaimTopic): FreeFromClaim | undefined {
  const mine = claims.freeFrom.filter((c) => c.topic === topic);
  return mine.find((c) => c.strength === 'free') ?? mine[0];
}
