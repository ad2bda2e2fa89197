import { describe, expect, it } from 'vitest';
import { isCi, summarise } from './test-outcome.mjs';

const browser = 'browser journeys (install chromium: apt-get install chromium)';

describe('npm test outcome', () => {
  it('on a developer machine a suite that could not run is a note, and the run passes', () => {
    expect(summarise({ failures: [], skipped: [browser], ci: false })).toEqual({
      lines: [`NOT RUN: ${browser}`],
      exitCode: 0,
    });
  });

  it('in CI a suite that could not run fails the run', () => {
    expect(summarise({ failures: [], skipped: [browser], ci: true })).toEqual({
      lines: [`FAILED: could not run in CI: ${browser}`],
      exitCode: 1,
    });
  });

  it('a failed suite fails the run everywhere, and all ran is a pass', () => {
    expect(summarise({ failures: ['typecheck'], skipped: [], ci: false }).exitCode).toBe(1);
    expect(summarise({ failures: [], skipped: [], ci: true }).exitCode).toBe(0);
  });

  it('reads CI as CI services set it', () => {
    expect(isCi({ CI: 'true' })).toBe(true);
    expect(isCi({ CI: '1' })).toBe(true);
    expect(isCi({ CI: 'false' })).toBe(false);
    expect(isCi({})).toBe(false);
  });
});
