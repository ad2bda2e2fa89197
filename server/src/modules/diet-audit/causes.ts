import { INTOLERANCES, type Intolerance } from '@safeshelf/engine';
import type { AuditRow } from './judge-catalogue.js';

/**
 * Why a product is "not enough data" for an intolerance (issue 27 point 7), or what decided it
 * when it has no readable list: its name or category (identity), or its nutrition table.
 */
export type Cause =
  | 'no text'
  | 'unreadable text'
  | 'unsupported language'
  | 'identity, undecided'
  | 'judged from identity'
  | 'nutrition table'
  | 'list';

export const NOT_ENOUGH_DATA: readonly Cause[] = [
  'no text',
  'unreadable text',
  'unsupported language',
  'identity, undecided',
];

/**
 * What the name or category tells but cannot settle: a cheese of unknown ripening, a fruit of
 * unknown share, a name that the table contradicts, a cereal not named.
 */
const UNDECIDED =
  /\.(?:cheese_unknown_kind|share_unknown|table_conflict|category_cheese|unnamed_cereal)$/;

export function causeOf(row: AuditRow, intolerance: Intolerance): Cause {
  const { code, source } = row.reasons[intolerance];
  if (code.endsWith('.no_data')) return 'no text';
  if (code.endsWith('.unreadable')) return 'unreadable text';
  if (code.endsWith('.unsupported_language')) return 'unsupported language';
  if (source === 'name' || source === 'category')
    return row.colours[intolerance] === 'yellow' && UNDECIDED.test(code)
      ? 'identity, undecided'
      : 'judged from identity';
  if (source === 'nutrition') return 'nutrition table';
  return 'list';
}

export const isNotEnoughData = (row: AuditRow, intolerance: Intolerance) =>
  NOT_ENOUGH_DATA.includes(causeOf(row, intolerance));

/** Per intolerance, products per cause. */
export function countCauses(rows: readonly AuditRow[]): Record<Intolerance, Map<Cause, number>> {
  const out = {} as Record<Intolerance, Map<Cause, number>>;
  for (const i of INTOLERANCES) {
    const counts = new Map<Cause, number>();
    for (const r of rows) {
      const c = causeOf(r, i);
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    out[i] = counts;
  }
  return out;
}
