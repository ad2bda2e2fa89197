import { INTOLERANCES } from '@safeshelf/engine';
import type { ColourChange } from './colours-file.js';
import type { Contradiction } from './contradictions.js';
import { explanationKey } from './explanations.js';
import { countCauses, isNotEnoughData, NOT_ENOUGH_DATA } from './causes.js';
import type { AuditRow } from './judge-catalogue.js';

export interface AuditInput {
  rows: AuditRow[];
  explanations: Map<string, string>;
  /** Null when there is no previous report to compare with. */
  diff: { changes: ColourChange[]; added: number; removed: number; since: string } | null;
  fingerprint: string;
}

export interface FoundContradiction extends Contradiction {
  row: AuditRow;
  why: string | undefined;
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
const product = (r: AuditRow) => `\`${r.code}\` ${cell(r.name).slice(0, 70)}`;

export function listContradictions(input: AuditInput): FoundContradiction[] {
  return input.rows.flatMap((row) =>
    row.contradictions.map((c) => ({
      ...c,
      row,
      why: input.explanations.get(explanationKey(row.code, c.intolerance)),
    })),
  );
}

/** Explanations whose product no longer shows that contradiction (to be removed). */
export function listStale(input: AuditInput): string[] {
  const live = new Set(
    input.rows.flatMap((r) => r.contradictions.map((c) => explanationKey(r.code, c.intolerance))),
  );
  return [...input.explanations.keys()].filter((k) => !live.has(k));
}

function colourTable(rows: AuditRow[]): string[] {
  const lines = [
    '| intolerance | green | yellow | of which not enough data | red |',
    '|---|---|---|---|---|',
  ];
  const pct = (n: number) => `${n} (${((n / Math.max(rows.length, 1)) * 100).toFixed(1)}%)`;
  for (const i of INTOLERANCES) {
    const count = (colour: string) => rows.filter((r) => r.colours[i] === colour).length;
    const noData = rows.filter((r) => r.colours[i] === 'yellow' && isNotEnoughData(r, i));
    lines.push(
      `| ${i} | ${pct(count('green'))} | ${pct(count('yellow'))} | ${pct(noData.length)} | ${pct(count('red'))} |`,
    );
  }
  return lines;
}

/** "Not enough data" by cause, and what decided the products without a readable list. */
function causeTable(rows: AuditRow[]): string[] {
  const causes = countCauses(rows);
  const pct = (n: number) => `${n} (${((n / Math.max(rows.length, 1)) * 100).toFixed(1)}%)`;
  const lines = [
    '## Not enough data, by cause',
    '',
    'Yellow for want of data (issue 27 point 7): no ingredient text, a text we cannot read, a text in a',
    'language we do not read, or a name or category that says what the product is but not enough to',
    'settle it (a cheese of unknown ripening). Beside them, the products decided without a readable',
    'list: by what their name or category says they are, or by their nutrition table.',
    '',
    `| intolerance | not enough data | ${NOT_ENOUGH_DATA.join(' | ')} | judged from identity | nutrition table |`,
    `|---|---|${NOT_ENOUGH_DATA.map(() => '---|').join('')}---|---|`,
  ];
  for (const i of INTOLERANCES) {
    const c = causes[i];
    const nod = NOT_ENOUGH_DATA.reduce((n, k) => n + (c.get(k) ?? 0), 0);
    const cells = NOT_ENOUGH_DATA.map((k) => pct(c.get(k) ?? 0));
    lines.push(
      `| ${i} | ${pct(nod)} | ${cells.join(' | ')} | ${pct(c.get('judged from identity') ?? 0)} | ${pct(c.get('nutrition table') ?? 0)} |`,
    );
  }
  return lines;
}

function contradictionSection(found: FoundContradiction[], stale: string[]): string[] {
  const open = found.filter((c) => !c.why);
  const explained = found.filter((c) => c.why);
  const line = (c: FoundContradiction) =>
    `| ${product(c.row)} | ${c.intolerance} | ${c.kind} | ${cell(c.evidence)} | ${c.row.colours[c.intolerance]}: ${cell(c.row.reasons[c.intolerance].text)} |`;
  const out = [
    `## Contradictions: ${found.length} found, ${explained.length} explained, **${open.length} unexplained**`,
    '',
    'Green for lactose whose name says milk/yogurt/cream/cheese (not labelled lactose-free, not a hard',
    'cheese), green for gluten whose name says bread/wheat/pasta/biscuit (not labelled gluten-free), red',
    'for what the name or a label claims the product is free from (decision 060 says how names are read).',
    'Each one is either a wrong verdict (for the engine board) or explained in',
    '`bench/diet-audit-explanations.tsv`.',
    '',
    `### Unexplained (${open.length})`,
    '',
  ];
  if (open.length) {
    out.push('| product | intolerance | kind | word or claim | verdict |', '|---|---|---|---|---|');
    out.push(...open.map(line));
  } else out.push('None.');
  out.push('', `### Explained (${explained.length})`, '');
  if (explained.length) {
    out.push('| product | intolerance | word or claim | verdict | why it is right |');
    out.push('|---|---|---|---|---|');
    for (const c of explained)
      out.push(
        `| ${product(c.row)} | ${c.intolerance} | ${cell(c.evidence)} | ${c.row.colours[c.intolerance]} | ${cell(c.why!)} |`,
      );
  } else out.push('None.');
  if (stale.length)
    out.push(
      '',
      `Stale explanations (no longer a contradiction, remove them): ${stale.join(', ')}`,
    );
  return out;
}

function changeSection(diff: AuditInput['diff']): string[] {
  if (!diff) return ['## Colour changes', '', 'No previous report to compare with.'];
  const groups = new Map<string, ColourChange[]>();
  for (const c of diff.changes) {
    const key = `${c.intolerance}: ${c.row.reasons[c.intolerance].code}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const products = new Set(diff.changes.map((c) => c.row.code)).size;
  const out = [
    `## Colour changes since ${diff.since}: ${diff.changes.length} in ${products} products`,
    '',
    `${diff.added} products new to the catalogue, ${diff.removed} gone.`,
    '',
    ...changeTable(diff.changes),
    '',
    `Grouped by the reason that now decides the colour; at most ${SHOWN_PER_GROUP} products a group`,
    '(all of them in `bench/diet-audit-colours.tsv`).',
  ];
  const sorted = [...groups.entries()].sort(
    (a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1),
  );
  for (const [key, changes] of sorted) {
    out.push('', `### ${key} (${changes.length})`, '');
    for (const c of changes.slice(0, SHOWN_PER_GROUP))
      out.push(
        `- ${product(c.row)}: ${c.from} → **${c.to}**, ${cell(c.row.reasons[c.intolerance].text)}`,
      );
    if (changes.length > SHOWN_PER_GROUP)
      out.push(`- … and ${changes.length - SHOWN_PER_GROUP} more`);
  }
  return out;
}

/** A group of colour changes shows this many products in the report. */
const SHOWN_PER_GROUP = 40;
const COLOURS = ['green', 'yellow', 'red'] as const;

/** Per intolerance, how many products went from each colour to each other one. */
function changeTable(changes: readonly ColourChange[]): string[] {
  const pairs = COLOURS.flatMap((from) =>
    COLOURS.filter((to) => to !== from).map((to) => [from, to] as const),
  );
  const lines = [
    `| intolerance | ${pairs.map(([f, t]) => `${f} → ${t}`).join(' | ')} |`,
    `|---|${pairs.map(() => '---|').join('')}`,
  ];
  for (const i of INTOLERANCES) {
    const mine = changes.filter((c) => c.intolerance === i);
    const n = (f: string, t: string) => mine.filter((c) => c.from === f && c.to === t).length;
    lines.push(`| ${i} | ${pairs.map(([f, t]) => n(f, t)).join(' | ')} |`);
  }
  return lines;
}

function listSection(rows: AuditRow[]): string[] {
  const differ = rows.filter((r) => r.listDiffers.length);
  const out = [`## List colour differs from the product page: ${differ.length}`];
  if (differ.length)
    out.push('', ...differ.map((r) => `- ${product(r)}: ${r.listDiffers.join(', ')}`));
  return out;
}

/** The committed markdown report. No clock in it: the same engine gives the same file. */
export function formatReport(input: AuditInput): string {
  const found = listContradictions(input);
  const out = [
    '# Catalogue diet audit',
    '',
    '`npm run diet:audit` judges every product of the default catalogue (what `npm start` imports)',
    `for each intolerance on its own: **${input.rows.length} products**. Engine fingerprint`,
    `\`${input.fingerprint.slice(0, 16)}\`. Colours per product: \`bench/diet-audit-colours.tsv\``,
    '(the baseline of the next run; after a merge conflict in it, take either side and run the audit again).',
    '',
    '## Colours per intolerance',
    '',
    ...colourTable(input.rows),
    '',
    ...causeTable(input.rows),
    '',
    ...contradictionSection(found, listStale(input)),
    '',
    ...listSection(input.rows),
    '',
    ...changeSection(input.diff),
  ];
  return `${out.join('\n')}\n`;
}

export const countUnexplained = (input: AuditInput) =>
  listContradictions(input).filter((c) => !c.why).length;
