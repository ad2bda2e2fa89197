import type { DietCheck } from '@safeshelf/contract';

/** One line of the diet check: an engine check, or "not enough data" for several intolerances. */
export type CheckItem =
  | { kind: 'check'; check: DietCheck }
  | {
      kind: 'noData';
      intolerances: DietCheck['intolerance'][];
      /** No ingredient list, an unreadable one, one in a language we do not read, or a mix. */
      reason: 'no_data' | 'unreadable' | 'unsupported_language' | 'mixed';
    };

const NO_DATA = /\.(no_data|unreadable|unsupported_language)$/;
const REASON = /\.(no_data|unreadable|unsupported_language)$/;

/**
 * A product without a readable ingredient list gets a "not enough data" check per intolerance;
 * when there are several, they become one line that names the intolerances (issue 13), where the
 * first of them was.
 */
export function groupChecks(checks: DietCheck[]): CheckItem[] {
  const noData = checks.filter((c) => c.type === 'warning' && NO_DATA.test(c.code));
  if (noData.length < 2) return checks.map((check) => ({ kind: 'check', check }));
  const reasons = new Set(
    noData.map((c) => (REASON.exec(c.code)?.[1] ?? 'no_data') as 'no_data' | 'unreadable'),
  );
  const item: CheckItem = {
    kind: 'noData',
    intolerances: [...new Set(noData.map((c) => c.intolerance))],
    reason: reasons.size > 1 ? 'mixed' : [...reasons][0]!,
  };
  const items: CheckItem[] = [];
  for (const check of checks) {
    if (!noData.includes(check)) items.push({ kind: 'check', check });
    else if (!items.includes(item)) items.push(item);
  }
  return items;
}
