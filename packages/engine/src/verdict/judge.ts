// Turns an analysis into the verdict a user sees: a colour per intolerance (from the same level
// colours the database tokens use) and the reasons, in the user's language.
import {
  FODMAP_GROUPS,
  INTOLERANCES,
  type Check,
  type CheckType,
  type DietColor,
  type DietProfile,
  type FlagLevel,
  type FodmapGroup,
  type Intolerance,
  type Lang,
  type Verdict,
} from '../types';
import type { Analysis } from '../analyze/analyze-product';
import { finding, type Finding, type Scope } from '../analyze/finding';
import { fodmapColor, LEVEL_COLORS, perIntolerance, worseColor } from './colors';
import { renderWith } from './messages';
import type { MessageParams } from './message-types';
import { FODMAP_GROUP_NAMES } from './messages-other';
import { judgeCustom, type CustomInput } from './judge-custom';
import type { Scratch } from '../scratch';

const TYPE: Record<DietColor, CheckType> = { green: 'safe', yellow: 'warning', red: 'danger' };

function formatNumber(n: number | undefined, lang: Lang): string {
  if (n === undefined) return '';
  const s = String(Math.round(n * 100) / 100);
  return lang === 'en' ? s : s.replace('.', ',');
}

/** "Enthält Milch (Milch)" reads badly: the generic word itself needs no brackets. */
const GENERIC_MILK = new Set(['milch', 'milk', 'lait', 'vollmilch', 'whole milk', 'lait entier']);
/** Longer triggers ("Vollmilchpulver") are not generic: no lower-case copy is made of them. */
const GENERIC_MILK_LENGTH = Math.max(...[...GENERIC_MILK].map((w) => w.length));

/** The FODMAP group of a finding's scope ("fodmap.gos" → "gos"), without slicing the string. */
const GROUP_OF: Partial<Record<Scope, FodmapGroup>> = Object.fromEntries(
  FODMAP_GROUPS.map((g) => [`fodmap.${g}`, g]),
);

/** Each intolerance's "none found" finding, made once rather than per verdict. */
const NONE_FOUND = Object.fromEntries(
  INTOLERANCES.map((i): [Intolerance, Finding] => [
    i,
    finding('lactose', 'free', `${i}.none_found`),
  ]),
) as Record<Intolerance, Finding>;

const PLAIN_MILK = 'lactose.contains_milk_plain';

const { lactose: LACTOSE, gluten: GLUTEN, fructose: FRUCTOSE, fodmap: FODMAP } = LEVEL_COLORS;

/** A tolerated FODMAP group's finding, shown as such. */
function asTolerated(f: Finding): Finding {
  const tolerated = finding(f.scope, f.level, 'fodmap.tolerated', f.trigger, f.amount, f.detail);
  tolerated.note = f.note;
  tolerated.source = f.source;
  tolerated.food = f.food;
  return tolerated;
}

/** `fodmapGroup`: the group of a FODMAP finding's scope (undefined for the other intolerances). */
function toCheck(
  f: Finding,
  intolerance: Intolerance,
  lang: Lang,
  type: CheckType,
  fodmapGroup: FodmapGroup | undefined,
  gated: boolean,
  /**
   * The parameters of the message being rendered (Scratch.params): one object filled per check
   * rather than a fresh one (a verdict renders several; message functions only read it while they
   * run).
   */
  params: MessageParams,
): Check {
  if (
    f.code === 'lactose.contains_milk' &&
    f.trigger &&
    (!gated || f.trigger.length <= GENERIC_MILK_LENGTH) &&
    GENERIC_MILK.has(f.trigger.toLowerCase())
  ) {
    params.t = '';
    params.n = '';
    params.g = '';
    params.d = '';
    return {
      type,
      intolerance,
      code: f.code,
      text: renderWith(PLAIN_MILK, lang, params),
      trigger: f.trigger,
      source: f.source ?? 'ingredients',
    };
  }
  params.t = f.trigger ?? '';
  params.n = formatNumber(f.amount, lang);
  params.g = fodmapGroup === undefined ? '' : FODMAP_GROUP_NAMES[fodmapGroup][lang];
  params.d = f.food?.[lang] ?? f.detail ?? '';
  const check: Check = {
    type,
    intolerance,
    code: f.code,
    text: renderWith(f.code, lang, params),
  };
  if (f.trigger) check.trigger = f.trigger;
  const source = f.source ?? (f.trigger ? 'ingredients' : undefined);
  if (source) check.source = source;
  return check;
}

/**
 * Whether a check with this code and trigger is already shown. An intolerance has a handful of
 * checks at most, so comparing with each beats building and hashing a key string per finding
 * (a trigger that is missing counts as empty, as it always has).
 */
function isShown(shown: number, code: string, t: string, s: Scratch) {
  const codes = s.shownCodes;
  const triggers = s.shownTriggers;
  for (let i = 0; i < shown; i++) if (codes[i] === code && triggers[i] === t) return true;
  return false;
}

/*
 * Scratch.shownCodes and shownTriggers: the code (as kept: 'fodmap.tolerated' for a tolerated
 * group's finding) and the trigger ('' when none) of each check one intolerance has shown so far,
 * in the first places; Scratch.sorted: the verdict's checks by type (danger, warning, safe, each in
 * the order made: what a stable sort by type gave), the first sortedCount[type] of each list.
 * Reused by every verdict of a scratch and written by index, so they keep their storage; the
 * verdict gets one array of the right size.
 */

function addCheck(check: Check, s: Scratch): void {
  // danger, warning, safe: compared, not read from a record by a changing key (a slow generic
  // look-up per check).
  const type = check.type === 'danger' ? 0 : check.type === 'warning' ? 1 : 2;
  const count = s.sortedCount;
  (s.sorted[type] as Check[])[count[type] as number] = check;
  count[type] = (count[type] as number) + 1;
}

function sortedChecks(s: Scratch): Check[] {
  const count = s.sortedCount;
  const checks = new Array<Check>(
    (count[0] as number) + (count[1] as number) + (count[2] as number),
  );
  let at = 0;
  for (let type = 0; type < 3; type++) {
    const list = s.sorted[type] as Check[];
    for (let i = 0; i < (count[type] as number); i++) checks[at++] = list[i] as Check;
  }
  return checks;
}

/**
 * One intolerance's checks go into SORTED; `color` is its colour (judgeAnalysis). The findings,
 * colours and level are read by name there, not here by a changing key (a slow generic look-up,
 * four per verdict each).
 */
function addChecks(
  findings: readonly Finding[],
  intolerance: Intolerance,
  colors: Record<FlagLevel, DietColor>,
  color: DietColor,
  tolerated: readonly string[],
  lang: Lang,
  gated: boolean,
  s: Scratch,
): void {
  let shown = 0;
  let decisive = false;
  for (const f of findings) {
    const group = intolerance === 'fodmap' ? GROUP_OF[f.scope] : undefined;
    const isTolerated = group !== undefined && tolerated.includes(group);
    if (isTolerated && f.level !== 'contains') continue;
    decisive ||= !f.note && !isTolerated;
    const code = isTolerated ? 'fodmap.tolerated' : f.code;
    const trigger = f.trigger ?? '';
    if (isShown(shown, code, trigger, s)) continue;
    s.shownCodes[shown] = code;
    s.shownTriggers[shown] = trigger;
    shown++;
    const check = isTolerated
      ? toCheck(asTolerated(f), intolerance, lang, 'safe', group, gated, s.params)
      : toCheck(
          f,
          intolerance,
          lang,
          f.note ? 'safe' : TYPE[colors[f.level]],
          group,
          gated,
          s.params,
        );
    addCheck(check, s);
  }
  if (color === 'green' && !decisive)
    addCheck(
      toCheck(NONE_FOUND[intolerance], intolerance, lang, 'safe', undefined, gated, s.params),
      s,
    );
}

export function judgeAnalysis(
  analysis: Analysis,
  profile: DietProfile,
  custom: CustomInput,
  lang: Lang,
  /** False for an ungated engine (engine.ts EngineOptions). */
  gated: boolean,
  s: Scratch,
): Verdict {
  s.sortedCount[0] = s.sortedCount[1] = s.sortedCount[2] = 0;
  const { findings, flags } = analysis;
  const wanted = profile.intolerances;
  const tolerated = profile.toleratedFodmapGroups;
  // Each colour asked for (undefined: not asked), then the checks in INTOLERANCES order.
  const lactose = wanted.includes('lactose') ? LACTOSE[flags.lactose] : undefined;
  const gluten = wanted.includes('gluten') ? GLUTEN[flags.gluten] : undefined;
  const fructose = wanted.includes('fructose') ? FRUCTOSE[flags.fructose] : undefined;
  const fodmap = wanted.includes('fodmap')
    ? fodmapColor(flags.fodmap, FODMAP, tolerated)
    : undefined;
  if (lactose) addChecks(findings.lactose, 'lactose', LACTOSE, lactose, tolerated, lang, gated, s);
  if (gluten) addChecks(findings.gluten, 'gluten', GLUTEN, gluten, tolerated, lang, gated, s);
  if (fructose)
    addChecks(findings.fructose, 'fructose', FRUCTOSE, fructose, tolerated, lang, gated, s);
  if (fodmap) addChecks(findings.fodmap, 'fodmap', FODMAP, fodmap, tolerated, lang, gated, s);
  let color: DietColor = 'green';
  if (lactose) color = worseColor(color, lactose);
  if (gluten) color = worseColor(color, gluten);
  if (fructose) color = worseColor(color, fructose);
  if (fodmap) color = worseColor(color, fodmap);
  const verdict: Verdict = {
    diet_color: color,
    per_intolerance: perIntolerance(lactose, gluten, fructose, fodmap),
    checks: [],
  };
  if (custom.terms.length > 0) {
    const { color, checks } = judgeCustom(analysis, custom, lang);
    verdict.per_intolerance.custom = color;
    verdict.diet_color = worseColor(verdict.diet_color, color);
    for (const c of checks) addCheck(c, s);
  }
  verdict.checks = sortedChecks(s);
  return verdict;
}
