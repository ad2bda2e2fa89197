// Percentages printed next to an ingredient: its share of the product (an upper bound for the
// verdict), a minimum ("cacao 70 % minimum", a lower bound), or the fat content of a dairy
// ingredient ("Vollmilch 3,5% Fett"), which is no share at all.

const NUMBER = '(\\d{1,3}(?:[.,]\\d+)?)';
const MIN_BEFORE = '(?:min(?:imum|\\.)?|mind(?:estens|\\.)?|au\\s+moins|at\\s+least|almeno)';
const MIN_AFTER = '(?:min(?:imum|imo|\\.)?|mindestens|au\\s+moins)(?![\\p{L}])';
const SHARE = new RegExp(`(?:max\\.?\\s*)?${NUMBER}\\s*%`, 'u');
const MINIMUM = new RegExp(`${MIN_BEFORE}\\s*${NUMBER}\\s*%|${NUMBER}\\s*%\\s*${MIN_AFTER}`, 'iu');
const ONLY_PERCENT = new RegExp(
  `^\\s*(?:${MIN_BEFORE}|max\\.?)?\\s*${NUMBER}\\s*%\\s*(?:${MIN_AFTER})?\\s*$`,
  'iu',
);
// "Vollmilch 3,5% Fett", "lait écrémé 1,5% de matière grasse", "avec 3% de graisse", "milk 3.5% fat":
// the fat content of the ingredient — read as a share it would shrink whole milk to a trace.
const FAT =
  /(?:min\.?|mind\.?|max\.?)?\s*\d{1,3}(?:[.,]\d+)?\s*%\s*(?:de\s+|d['’]\s*|di\s+)?(?:fettgehalt|fett(?:\s*i\.?\s*tr\.?)?(?:\s+im\s+milchanteil)?|mati[èe]res?\s+g?r?asses?(?:\s+lactiques?)?(?:\s+dans\s+la\s+partie\s+lactique)?|graisses?|grassi?|fat|m\.\s?g\.?|mg)(?=$|[\s.,;:)])/iu;

/**
 * "lait écrémé 3,3 % et entier 2,2 % en poudre" (7622300707224): two ingredients joined under one
 * name, each with its share, and a word after both that belongs to both ("en poudre"); the item
 * weighs both (5,5 %). Only after "et/und/and", never "dont/davon/of which", whose share is part of
 * the first; and not "bière 50% et limonade 50%" (two items glued, nothing shared).
 */
const JOINED_SHARE = new RegExp(
  `(%\\s+(?:et|und|and|e)\\s+[\\p{L}\\s'’-]{1,40}?)\\s${NUMBER}\\s*%(?=\\s*\\p{L})`,
  'u',
);

const toNumber = (s: string) => Number.parseFloat(s.replace(',', '.'));

/**
 * What a FAT match needs after its "%": its fat words all start with f, g or m. The "%" is found
 * fast, where FAT tries its optional words and digits at every place of the name.
 */
const FAT_AFTER = /%\s*(?:de\s+|d['’]\s*|di\s+)?[fgm]/iu;
const hasFat = (text: string) => FAT_AFTER.test(text) && FAT.test(text);

/** `text` with a match of one expression put as a space (what replace(expression, ' ') does). */
const spaceOut = (text: string, m: RegExpExecArray) =>
  `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`;

export interface ReadPercent {
  /** The text without the percentage. */
  text: string;
  /** Stated share of the parent or product (an upper bound). */
  share?: number;
  /** Stated minimum ("70 % minimum"): a lower bound, never an upper one. */
  min?: number;
  /** The share adds up those of two parts joined under one name (see JOINED_SHARE). */
  joined?: boolean;
}

/** Reads and removes one percentage (and any fat content) from a name. */
export function readPercent(name: string): ReadPercent {
  if (!name.includes('%')) return { text: name };
  // Each match found is cut out by its place, not found again by a replace.
  const fat = hasFat(name) ? FAT.exec(name) : null;
  let text = fat ? spaceOut(name, fat) : name;
  const min = MINIMUM.exec(text);
  if (min) return { text: spaceOut(text, min), min: toNumber((min[1] ?? min[2]) as string) };
  const share = SHARE.exec(text);
  if (!share) return { text };
  const next = JOINED_SHARE.exec(text);
  const joined = next?.index === share.index + share[0].length - 1 ? next : null;
  const value = toNumber(share[1] as string) + (joined ? toNumber(joined[2] as string) : 0);
  // Joining keeps the text up to the share's "%", so the first SHARE match stays where it was.
  if (joined) text = text.replace(JOINED_SHARE, '$1');
  const rest = spaceOut(text, share);
  // "farine de BLÉ 35 0%" (OCR of 35,0 %): a share of nothing is no share, and no bound.
  if (value <= 0) return { text: rest };
  return joined ? { text: rest, share: value, joined: true } : { text: rest, share: value };
}

/** A bracket group that only states a percentage ("(17%)") or only a fat content ("(3,5% Fett)"). */
export function isPercentGroup(group: string): boolean {
  if (!group.includes('%')) return false;
  return ONLY_PERCENT.test(group) || (hasFat(group) && !group.replace(FAT, '').trim());
}

/**
 * "wheat flour 41.9 wholegrain cereals 20.6% (oat flakes 12.5 wholegrain wheat flour 3.2 …)": a
 * decimal between two names is the first one's share, printed without its "%" and comma. Not before
 * a unit ("2.5 g") or a fat word ("lait 3.5 matière grasse").
 */
const BARE_SHARE =
  /(\p{L}{2}) (\d{1,2}[.,]\d{1,2}) (?!(?:k?g|mg|µg|mcg|m?l|cl|dl|kj|kcal|iu|fett|fat|mati[èe]res?|graisses?|grassi|mg)(?![\p{L}]))(?=\p{L}{2})/gu;

/**
 * The spaced decimal that every BARE_SHARE match holds: it starts with a plain char, which the
 * expression engine finds fast, where BARE_SHARE tries \p{L}{2} at every place of the whole text.
 * Four in five lists with a decimal (HINT.decimal, /\d[.,]\d/) have none ("3,5 %", "1.5g").
 */
const SPACED_DECIMAL = / \d{1,2}[.,]\d{1,2} /;

/** `gated` false (an ungated engine): BARE_SHARE runs without its pre-check. */
export function separateBareShares(text: string, gated = true): string {
  return !gated || SPACED_DECIMAL.test(text) ? text.replace(BARE_SHARE, '$1 $2%, ') : text;
}
