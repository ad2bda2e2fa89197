// Reads the held-out label files (tab-separated, '#' comment lines, a header row). A label is a
// colour or an acceptable set ("green|yellow") where DOMAIN.md holds both defensible.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DietColor } from '@safeshelf/engine';

const here = import.meta.dirname;

export type Accepted = DietColor[];

export function readTsv(file: string): Record<string, string>[] {
  const lines = readFileSync(join(here, file), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));
  const [header, ...rows] = lines;
  const names = header!.split('\t');
  return rows.map((line, n) => {
    const cells = line.split('\t');
    if (cells.length !== names.length)
      throw new Error(`${file} row ${n + 1}: ${cells.length} cells, expected ${names.length}`);
    return Object.fromEntries(names.map((name, i) => [name, cells[i]!]));
  });
}

const COLOURS = new Set(['green', 'yellow', 'red']);
export function parseAccepted(cell: string, where: string): Accepted {
  const colours = cell.split('|');
  if (!colours.length || colours.some((c) => !COLOURS.has(c)))
    throw new Error(`${where}: "${cell}" is not a colour or a set of colours`);
  return colours as Accepted;
}

export const RANK: Record<DietColor, number> = { green: 0, yellow: 1, red: 2 };

/** 'agree', or which way the engine is off: stricter or laxer than every accepted colour. */
export function compare(got: DietColor, accepted: Accepted): 'agree' | 'stricter' | 'laxer' {
  if (accepted.includes(got)) return 'agree';
  return RANK[got] > Math.max(...accepted.map((c) => RANK[c])) ? 'stricter' : 'laxer';
}
