// Turns an analysis into the verdict a user sees: a colour per intolerance (from the same level
// colours the database tokens use) and the reasons, in the user's language.
import {
  FODMAP_GROUPS,
  type Check,
  type CheckType,
  type DietColor,
  type DietProfile,
  type Intolerance,
  type Lang,
  type Verdict,
} from '../types';
import type { Analysis } from '../analyze/analyze-product';
import type { Finding } from '../analyze/finding';
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
  const group = f.scope.startsWith('fodmap.')
    ? FODMAP_GROUP_NAMES[f.scope.slice(7) as keyof typeof FODMAP_GROUP_NAMES][lang]
    : '';
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

function judgeOne(
  analysis: Analysis,
  intolerance: Intolerance,
  tolerated: readonly string[],
  lang: Lang,
): { color: DietColor; checks: Check[] } {
  const { flags } = analysis;
  let color: DietColor = 'green';
  const checks: Check[] = [];
  const seen = new Set<string>();
  const colors = LEVEL_COLORS[intolerance];
  let decisive = false;
  for (const f of analysis.findings) {
    const group = f.scope.startsWith('fodmap.') ? f.scope.slice(7) : undefined;
    if (intolerance === 'fodmap' ? group === undefined : f.scope !== intolerance) continue;
    const isTolerated = group !== undefined && tolerated.includes(group);
    if (isTolerated && f.level !== 'contains') continue;
    decisive ||= !f.note && !isTolerated;
    const key = `${isTolerated ? 'fodmap.tolerated' : f.code}|${f.trigger ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
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
        { scope: 'lactose', level: 'free', code: `${intolerance}.none_found` },
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
  for (const intolerance of ['lactose', 'gluten', 'fructose', 'fodmap'] as const) {
    if (!profile.intolerances.includes(intolerance)) continue;
    const { color, checks } = judgeOne(analysis, intolerance, profile.toleratedFodmapGroups, lang);
    verdict.per_intolerance[intolerance] = color;
    verdict.diet_color = worseColor(verdict.diet_color, color);
    verdict.checks.push(...checks);
  }
  if (custom.terms.length > 0) {
    const { color, checks } = judgeCustom(analysis, custom, lang);
    verdict.per_intolerance.custom = color;
    verdict.diet_color = worseColor(verdict.diet_color, color);
    verdict.checks.push(...checks);
  }
  verdict.checks.sort((a, b) => ORDER[a.type] - ORDER[b.type]);
  return verdict;
}
