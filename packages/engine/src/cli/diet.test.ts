// The command line as the lead uses it: JSON lines in, one JSON line out per product, in order.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const run = (args: string[], input: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'packages/engine/src/cli/diet.ts', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
  });

describe('diet CLI', () => {
  it('judges each line, keeps the order, reports bad lines and skips blank ones', () => {
    const input = [
      JSON.stringify({ code: '1', ingredients_text: 'Zucker, Vollmilchpulver, Weizenmehl' }),
      '',
      'not json',
      JSON.stringify({
        code: '2',
        ingredients_text: 'Reis, Knollensellerie',
        labels_tags: ['en:no-gluten'],
      }),
      JSON.stringify({ code: '3' }),
    ].join('\n');
    const r = run(
      [
        '--intolerances',
        'lactose,gluten,fructose,fodmap',
        '--custom',
        'Sellerie,noisettes',
        '--lang',
        'de',
      ],
      input,
    );
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({
      code: '1',
      diet_color: 'red',
      per_intolerance: { lactose: 'red', gluten: 'red', custom: 'green' },
    });
    expect(lines[1]).toHaveProperty('error');
    expect(lines[2]).toMatchObject({
      code: '2',
      diet_color: 'red',
      per_intolerance: { gluten: 'green', custom: 'red' },
    });
    expect(lines[3]).toMatchObject({ code: '3', diet_color: 'yellow' });
    const checks = lines[0]?.checks as { text: string }[];
    expect(checks[0]?.text).toBe('Enthält Milch (Vollmilchpulver) – Laktose.');
  }, 60_000);

  it('accepts only --custom', () => {
    const r = run(
      ['--custom', 'Sellerie'],
      JSON.stringify({ code: '9', ingredients_text: 'Sellerie, Salz' }),
    );
    expect(JSON.parse(r.stdout)).toMatchObject({
      diet_color: 'red',
      per_intolerance: { custom: 'red' },
    });
  }, 60_000);

  it('rejects an unknown intolerance with exit code 2', () => {
    const r = run(['--intolerances', 'lactose,nuts'], '');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown intolerance: nuts');
  }, 60_000);
});
