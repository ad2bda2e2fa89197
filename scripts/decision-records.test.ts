import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/decisions holds short records that are superseded, never rewritten (issue 15, point 10):
// each names its number, carries a date and a status, and says it in 5–15 lines of text.
const dir = new URL('../docs/decisions/', import.meta.url);
const records = readdirSync(dir).filter((file) => file.endsWith('.md'));

// Written before the rule and longer than 15 lines; each is shortened when it is next superseded
// or touched, and none may grow. New records are not listed here (decision 092).
const LONGER_BEFORE_THE_RULE: Record<string, number> = {
  '001-database.md': 16,
  '012-search.md': 20,
  '021-brute-force.md': 23,
  '022-limits.md': 17,
  '033-declarative-routing.md': 25,
  '034-locale-sections.md': 24,
  '035-validation-on-demand.md': 17,
  '036-own-form-hook.md': 19,
  '040-portal-routing-and-session.md': 17,
  '050-readability-and-not-ingredients.md': 18,
  '070-category-signals.md': 17,
};

/** The lines that say something: not the title, the date/status line or blank lines. */
const textLines = (lines: string[]) =>
  lines.slice(1).filter((line) => line.trim() && !/^Date: /.test(line)).length;

describe('decision records', () => {
  it.each(records)('%s has its number, a date and a status, and 5–15 lines', (file) => {
    const lines = readFileSync(new URL(file, dir), 'utf8').trimEnd().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^# ${file.slice(0, 3)}\\b`));
    expect(lines.slice(1, 4).join('\n')).toMatch(/^Date: \d{4}-\d{2}-\d{2}\W+Status: \w/m);
    expect(textLines(lines)).toBeGreaterThanOrEqual(5);
    expect(textLines(lines)).toBeLessThanOrEqual(LONGER_BEFORE_THE_RULE[file] ?? 15);
  });
});
