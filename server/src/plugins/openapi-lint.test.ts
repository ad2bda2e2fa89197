import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.js';

// A generated client is only as good as the document: Redocly's recommended rules (security on
// protected operations, summaries, operationIds, 4xx answers, servers) must report no error.
// The document does not depend on the database, so the PostgreSQL pass skips it.
const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the OpenAPI document', () => {
  it('passes `redocly lint` (recommended rules) with no error', async () => {
    const ctx = await buildTestApp();
    const file = join(mkdtempSync(join(tmpdir(), 'safeshelf-openapi-')), 'openapi.json');
    try {
      writeFileSync(file, (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).body);
    } finally {
      await ctx.close();
    }
    const run = spawnSync(process.execPath, [redocly, 'lint', file, '--format=json'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const report = JSON.parse(run.stdout) as {
      totals: { errors: number };
      problems: { ruleId: string; severity: string; message: string }[];
    };
    const errors = report.problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);
});
