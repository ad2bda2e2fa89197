import { describe, expect, it } from 'vitest';
import { diffColours, formatColours, parseColours } from './colours-file.js';
import { parseExplanations } from './explanations.js';
import type { AuditRow } from './judge-catalogue.js';
import { countUnexplained, formatReport, listStale } from './report.js';

const row = (code: string, lactose: 'green' | 'red', contradiction = false): AuditRow => ({
  code,
  name: code === '7610807244182' ? 'Lait entier de la Gruyère' : 'Emmentaler AOP',
  colours: { lactose, gluten: 'green', fructose: 'green', fodmap: 'yellow' },
  reasons: {
    lactose: { code: 'lactose.contains_milk', text: 'Contains milk (lait entier) – lactose.' },
    gluten: { code: 'gluten.none_found', text: 'No ingredient with gluten.' },
    fructose: { code: 'fructose.none_found', text: '' },
    fodmap: { code: 'fodmap.no_data', text: '' },
  },
  contradictions: contradiction
    ? [{ intolerance: 'lactose', kind: 'name-says-lactose', evidence: 'lait' }]
    : [],
  listDiffers: [],
});

describe('audit files', () => {
  it('reads back the colours it writes, one sorted line per product', () => {
    const rows = [row('7610807244182', 'red'), row('7610200040556', 'green')];
    const text = formatColours(rows);
    expect(text.split('\n')[1]).toBe('7610807244182\tr\tg\tg\ty');
    expect(parseColours(text, 'c.tsv').get('7610200040556')?.lactose).toBe('green');
  });

  it('names the line of a broken colours file', () => {
    expect(() =>
      parseColours('code\tlactose\tgluten\tfructose\tfodmap\n761\tg\tx\tg\tg\n', 'c.tsv'),
    ).toThrow(/c\.tsv:2/);
  });

  it('lists each colour that changed, and counts new and gone products', () => {
    const before = parseColours('7610807244182\tg\tg\tg\ty\n7600000000000\tg\tg\tg\tg\n', 'c');
    const diff = diffColours(before, [row('7610807244182', 'red'), row('7610200040556', 'green')]);
    expect(diff.changes.map((c) => [c.row.code, c.intolerance, c.from, c.to])).toEqual([
      ['7610807244182', 'lactose', 'green', 'red'],
    ]);
    expect([diff.added, diff.removed]).toEqual([1, 1]);
    const report = formatReport({
      rows: [],
      explanations: new Map(),
      diff: { ...diff, since: 'the last committed report' },
      fingerprint: 'f',
    });
    expect(report).toContain('### lactose: lactose.contains_milk (1)');
    expect(report).toContain('green → **red**, Contains milk (lait entier) – lactose.');
  });

  it('rejects explanation lines it cannot use, with the line number', () => {
    expect(() => parseExplanations('7610807244182\tlactos\twhy\n', 'e.tsv')).toThrow(
      'e.tsv:1: unknown intolerance "lactos"',
    );
    expect(() => parseExplanations('# c\n7610807244182\tlactose\t \n', 'e.tsv')).toThrow(
      /e\.tsv:2/,
    );
    expect(() =>
      parseExplanations('7610807244182\tlactose\ta\n7610807244182\tlactose\tb\n', 'e.tsv'),
    ).toThrow('explained twice');
  });

  it('counts contradictions without an explanation and explanations without a contradiction', () => {
    const explanations = parseExplanations(
      '7610807244182\tlactose\tA careful reason\n7610200040556\tgluten\tOld reason\n',
      'e.tsv',
    );
    const rows = [row('7610807244182', 'green', true), row('7610200040556', 'green')];
    const input = { rows, explanations, diff: null, fingerprint: 'f' };
    expect(countUnexplained(input)).toBe(0);
    expect(countUnexplained({ ...input, explanations: new Map() })).toBe(1);
    expect(listStale(input)).toEqual(['7610200040556 gluten']);
    expect(formatReport(input)).toContain('**0 unexplained**');
  });
});
