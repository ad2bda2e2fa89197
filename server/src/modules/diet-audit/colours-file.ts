import { INTOLERANCES, type DietColor } from '@safeshelf/engine';
import type { AuditRow, Colours } from './judge-catalogue.js';

/**
 * The last committed report in a form git diffs well: one line per product, sorted by barcode,
 * a letter per intolerance (g/y/r). The next run compares its colours with this file.
 */
const HEADER = `code\t${INTOLERANCES.join('\t')}`;
const LETTER: Record<DietColor, string> = { green: 'g', yellow: 'y', red: 'r' };
const COLOUR: Record<string, DietColor> = { g: 'green', y: 'yellow', r: 'red' };

export function formatColours(rows: AuditRow[]): string {
  const lines = rows.map((r) =>
    [r.code, ...INTOLERANCES.map((i) => LETTER[r.colours[i]])].join('\t'),
  );
  return `${HEADER}\n${lines.join('\n')}\n`;
}

/** Colours by barcode; a line that is not `code` + four letters is an error naming the line. */
export function parseColours(text: string, file: string): Map<string, Colours> {
  const out = new Map<string, Colours>();
  text.split('\n').forEach((line, n) => {
    if (!line || line === HEADER) return;
    const [code, ...letters] = line.split('\t');
    const colours = letters.map((l) => COLOUR[l]);
    if (!code || colours.length !== INTOLERANCES.length || colours.some((c) => !c))
      throw new Error(
        `${file}:${n + 1}: expected "code" and ${INTOLERANCES.length} of g/y/r, found "${line}"`,
      );
    out.set(code, Object.fromEntries(INTOLERANCES.map((i, k) => [i, colours[k]])) as Colours);
  });
  return out;
}

export interface ColourChange {
  row: AuditRow;
  intolerance: (typeof INTOLERANCES)[number];
  from: DietColor;
  to: DietColor;
}

/** Every colour that differs from the previous report, plus products new to or gone from it. */
export function diffColours(previous: Map<string, Colours>, rows: AuditRow[]) {
  const changes: ColourChange[] = [];
  let added = 0;
  for (const row of rows) {
    const before = previous.get(row.code);
    if (!before) {
      added++;
      continue;
    }
    for (const i of INTOLERANCES)
      if (before[i] !== row.colours[i])
        changes.push({ row, intolerance: i, from: before[i], to: row.colours[i] });
  }
  const codes = new Set(rows.map((r) => r.code));
  const removed = [...previous.keys()].filter((c) => !codes.has(c)).length;
  return { changes, added, removed };
}
