// Turns an analysis into the verdict a user sees: a colour per intolerance (from the same level
// colours the database tokens use) and the reasons, in the user's language.
import {
  FODMAP_GROUPS,
  INTOLERANCES,
  type Check,
  type CheckType,
  type DietColor,
  type DietProfile,
  type FodmapGroup,
  type Intolerance,
  type Lang,
  type Verdict,
} from '../types';
import type { Analysis } from '../analyze/analyze-product';
import type { Finding, Scope } from '../analyze/finding';
import { LEVEL_COLORS, worseColor } from './colors';
import { renderMessage } from './messages';
import { FODMAP_GROUP_NAMES } from './messages-other';
import { judgeCustom, type CustomInput } from './judge-custom';

const TYPE: Record<DietColor, CheckType> = { green: 'safe', yellow: 'warning', red: 'danger' };
const ORDER: Record<CheckType, number> = { danger: 0, warning: 1, safe: 2 };

function formatNumber(n: number | undefined, lang: Lang): string {
  if (n === undefined) return '';
  const s = String(Math.round(n * 100) / 100);
  return lang === 'en' ? s : s.replace('.', ',');
}

/** "Enthält Milch (Milch)" reads badly: the generic word itself needs no brackets. */
const GENERIC_MILK = new Set(['milch', 'milk', 'lait', 'vollmilch', 'whole milk', 'lait entier']);

/** The FODMAP group of a finding's scope ("fodmap.gos" → "gos"), without slicing the string. */
const GROUP_OF: Partial<Record<Scope, FodmapGroup>> = Object.fromEntries(
  FODMAP_GROUPS.map((g) => [`fodmap.${g}`, g]),
);

/** Each intolerance's "none found" code, made once rather than per verdict. */
const NONE_FOUND = Object.fromEntries(INTOLERANCES.map((i) => [i, `${i}.none_found`])) as Record<
  Intolerance,
  string
>;

function toCheck(f: Finding, intolerance: Intolerance, lang: Lang, type: CheckType): Check {
  if (
    f.code === 'lactose.contains_milk' &&
    f.trigger &&
    GENERIC_MILK.has(f.trigger.toLowerCase())
  ) {
    return {
      type,
      intolerance,
      code: f.code,
      text: renderMessage('lactose.contains_milk_plain', lang, {}),
      trigger: f.trigger,
    };
  }
  const fodmapGroup = GROUP_OF[f.scope];
  const group = fodmapGroup === undefined ? '' : FODMAP_GROUP_NAMES[fodmapGroup][lang];
  const check: Check = {
    type,
    intolerance,
    code: f.code,
    text: renderMessage(f.code, lang, {
      t: f.trigger,
      n: formatNumber(f.amount, lang),
      g: group,
      d: f.detail,
    }),
  };
  if (f.trigger) check.trigger = f.trigger;
  return check;
}

/**
 * Whether a check with this code and trigger is already shown. An intolerance has a handful of
 * checks at most, so comparing with each beats building and hashing a key string per finding
 * (a trigger that is missing counts as empty, as it always has).
 */
function isShown(shown: readonly Check[], codes: readonly string[], code: string, t: string) {
  for (let i = 0; i < shown.length; i++)
    if (codes[i] === code && ((shown[i] as Check).trigger ?? '') === t) return true;
  return false;
}

function judgeOne(
  analysis: Analysis,
  findings: readonly Finding[],
  intolerance: Intolerance,
  tolerated: readonly string[],
  lang: Lang,
): { color: DietColor; checks: Check[] } {
  const { flags } = analysis;
  let color: DietColor = 'green';
  const checks: Check[] = [];
  // The code each check was kept under ('fodmap.tolerated' for a tolerated group's finding).
  const codes: string[] = [];
  const colors = LEVEL_COLORS[intolerance];
  let decisive = false;
  for (const f of findings) {
    const group = intolerance === 'fodmap' ? GROUP_OF[f.scope] : undefined;
    const isTolerated = group !== undefined && tolerated.includes(group);
    if (isTolerated && f.level !== 'contains') continue;
    decisive ||= !f.note && !isTolerated;
    const code = isTolerated ? 'fodmap.tolerated' : f.code;
    if (isShown(checks, codes, code, f.trigger ?? '')) continue;
    codes.push(code);
    if (isTolerated)
      checks.push(toCheck({ ...f, code: 'fodmap.tolerated' }, intolerance, lang, 'safe'));
    else checks.push(toCheck(f, intolerance, lang, f.note ? 'safe' : TYPE[colors[f.level]]));
  }
  if (intolerance === 'fodmap') {
    for (const g of FODMAP_GROUPS)
      if (!tolerated.includes(g)) color = worseColor(color, colors[flags.fodmap[g]]);
  } else color = colors[flags[intolerance]];
  if (color === 'green' && !decisive)
    checks.push(
      toCheck(
        { scope: 'lactose', level: 'free', code: NONE_FOUND[intolerance] },
        intolerance,
        lang,
        'safe',
      ),
    );
  return { color, checks };
}

export function judgeAnalysis(
  analysis: Analysis,
  profile: DietProfile,
  custom: CustomInput,
  lang: Lang,
): Verdict {
  const verdict: Verdict = { diet_color: 'green', per_intolerance: {}, checks: [] };
  // The checks go danger, warning, safe, each in the order made: what the stable sort by type
  // gave, without sorting.
  const sorted: Check[][] = [[], [], []];
  for (const intolerance of INTOLERANCES) {
    if (!profile.intolerances.includes(intolerance)) continue;
    const { color, checks } = judgeOne(
      analysis,
      analysis.findings[intolerance],
      intolerance,
      profile.toleratedFodmapGroups,
      lang,
    );
    verdict.per_intolerance[intolerance] = color;
    verdict.diet_color = worseColor(verdict.diet_color, color);
    for (const c of checks) (sorted[ORDER[c.type]] as Check[]).push(c);
  }
  if (custom.terms.length > 0) {
    const { color, checks } = judgeCustom(analysis, custom, lang);
    verdict.per_intolerance.custom = color;
    verdict.diet_color = worseColor(verdict.diet_color, color);
    for (const c of checks) (sorted[ORDER[c.type]] as Check[]).push(c);
  }
  for (const list of sorted) for (const c of list) verdict.checks.push(c);
  return verdict;
}
