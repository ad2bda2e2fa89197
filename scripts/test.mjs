// `npm test`: everything, on a fresh machine. Installs what is missing (npm packages; Chromium and
// PostgreSQL from Debian via scripts/provision.sh), then lint, typecheck, unit and integration tests
// on the embedded database and again on PostgreSQL, then the browser journeys in Chromium.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOnProjectNode } from './ensure-install.mjs';
import { isCi, summarise } from './test-outcome.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(join(tmpdir(), 'safeshelf-test-'));
const failures = [];
const skipped = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

function step(name, command, args, env = {}) {
  console.log(`\n━━ ${name}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) failures.push(name);
  console.log(`\n── ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed += stats.unexpected ?? 0;
  counts.skipped += stats.skipped ?? 0;
}

execFileSync(process.execPath, [join(root, 'scripts/ensure-install.mjs')], { stdio: 'inherit' });
runOnProjectNode(root, fileURLToPath(import.meta.url));
// CI's log shows the runtime: this process's, and the `node` every npm script finds first on its PATH.
const scriptsNode = spawnSync('npm', ['exec', '--', 'node', '--version'], {
  cwd: root,
  encoding: 'utf8',
});
console.log(
  `Node.js ${process.version}; node --version in npm scripts: ${scriptsNode.stdout.trim()}`,
);

// System packages and a PostgreSQL test database, unless the caller brings their own.
let databaseUrl = process.env.TEST_DATABASE_URL;
let haveChromium = existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
if (!databaseUrl || !haveChromium) {
  const provision = spawnSync('bash', [join(root, 'scripts/provision.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (provision.status === 0) {
    databaseUrl ??= provision.stdout.trim().split('\n').pop();
    haveChromium = existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  } else {
    console.error('provision: could not install system packages (see above).');
  }
}

step('lint (ESLint and Prettier)', 'npm', ['run', '--silent', 'lint']);
step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
// The embedded pass must not inherit TEST_DATABASE_URL (.ci/run exports it): it would run on
// PostgreSQL twice and never test the embedded database or the server process.
step(
  'unit and integration tests (embedded database)',
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(out, 'vitest.json')}`,
  ],
  { TEST_DATABASE_URL: '' },
);
countVitest(join(out, 'vitest.json'));

if (databaseUrl) {
  step(
    'integration tests (PostgreSQL)',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(out, 'vitest-pg.json')}`,
    ],
    { TEST_DATABASE_URL: databaseUrl },
  );
  countVitest(join(out, 'vitest-pg.json'));
} else {
  skipped.push('integration tests on PostgreSQL (install postgresql, or set TEST_DATABASE_URL)');
}

if (haveChromium) {
  step('build web app', 'npm', ['run', '--silent', 'build']);
  // First-load JavaScript budgets (decision 090): a dependency that breaks one fails here.
  step('initial JavaScript budgets', process.execPath, ['bench/initial-js.mjs']);
  step(
    'browser journeys (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: join(out, 'playwright.json') },
  );
  countPlaywright(join(out, 'playwright.json'));
} else {
  skipped.push('browser journeys (install chromium: apt-get install chromium)');
}

const { lines, exitCode } = summarise({ failures, skipped, ci: isCi(process.env) });
console.log('\n━━ summary');
for (const line of lines) console.log(line);
console.log(
  `\nTests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(exitCode);
