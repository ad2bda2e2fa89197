import {
  INTOLERANCES,
  colorFromTokens,
  type Check,
  type DietColor,
  type Engine,
  type Intolerance,
} from '@safeshelf/engine';
import { toProductInput, type MergedProduct } from '#server/modules/catalogue/index.js';
import { findContradictions, type Contradiction } from './contradictions.js';

export type Colours = Record<Intolerance, DietColor>;

/** The reason that decides one intolerance's colour, as the product page shows it. */
export interface Reason {
  code: string;
  text: string;
  /** Where its evidence stands (Check.source), when the engine says. */
  source?: Check['source'];
}

export interface AuditRow {
  code: string;
  name: string;
  colours: Colours;
  reasons: Record<Intolerance, Reason>;
  contradictions: Contradiction[];
  /** Intolerances whose list colour (stored diet tokens) differs from the product page's verdict. */
  listDiffers: Intolerance[];
}

const TYPE_OF: Record<DietColor, Check['type']> = {
  green: 'safe',
  yellow: 'warning',
  red: 'danger',
};
const EMPTY = { custom: [], toleratedFodmapGroups: [] };

/** "cocoa butter sounds like milk" explains a word, not the colour: shown only when nothing else is. */
const ASIDE = /\.not_milk$/;

/** The check that gives the colour: the first one of the colour's kind, else the first at all. */
function decisive(checks: Check[], intolerance: Intolerance, colour: DietColor): Reason {
  const own = checks.filter((c) => c.intolerance === intolerance);
  const kind = own.filter((c) => c.type === TYPE_OF[colour]);
  const check = kind.find((c) => !ASIDE.test(c.code)) ?? kind[0] ?? own[0];
  if (!check) return { code: '-', text: '' };
  return check.source
    ? { code: check.code, text: check.text, source: check.source }
    : { code: check.code, text: check.text };
}

export const displayName = (p: MergedProduct) =>
  p.names.de ?? p.names.fr ?? p.names.en ?? p.names.other ?? '';

/**
 * Judges every product for each intolerance on its own, as a user with only that intolerance sees
 * it (product page: `judge`; lists: the stored tokens, which must agree), and checks the verdict
 * against what the name says.
 */
export function judgeCatalogue(products: MergedProduct[], engine: Engine): AuditRow[] {
  const all = { ...EMPTY, intolerances: [...INTOLERANCES] };
  const queries = INTOLERANCES.map((i) => engine.dietTokenQuery({ ...EMPTY, intolerances: [i] }));
  return products.map((p) => {
    const input = toProductInput(p);
    const verdict = engine.judge(input, all, 'en');
    const tokens = engine.flagTokens(engine.computeFlags(input));
    const colours = {} as Colours;
    const reasons = {} as Record<Intolerance, Reason>;
    const listDiffers: Intolerance[] = [];
    INTOLERANCES.forEach((i, n) => {
      colours[i] = verdict.per_intolerance[i] ?? 'green';
      reasons[i] = decisive(verdict.checks, i, colours[i]);
      if (colorFromTokens(tokens, queries[n]!) !== colours[i]) listDiffers.push(i);
    });
    const named = {
      names: [p.names.de, p.names.fr, p.names.en, p.names.other].filter((n): n is string => !!n),
      ingredient_texts: Object.values(p.ingredients_text).filter((t): t is string => !!t),
      labels_tags: p.labels_tags,
      categories_tags: p.categories_tags,
    };
    return {
      code: p.code,
      name: displayName(p),
      colours,
      reasons,
      contradictions: findContradictions(named, colours, reasons),
      listDiffers,
    };
  });
}
