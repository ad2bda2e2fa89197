// Starts the real server for the browser tests: built web app, fresh data dir, default catalogue.
// The catalogue is imported first (npm run import), so the journeys find it whole: a fresh server
// would import it in the background behind a "loading" state, which has tests of its own.
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn, execFileSync, execSync } from 'node:child_process';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(join(root, 'web/dist/index.html'))) {
  execSync('npm run build -w web', { cwd: root, stdio: 'inherit' });
}
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'safeshelf-e2e-'));
const catalogDir = process.env.CATALOG_DIR ?? join(root, '../shared/data');
try {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'server/src/cli/import.ts', join(catalogDir, 'products')],
    { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, DATA_DIR: dataDir } },
  );
} catch (error) {
  // Its progress lines are left out of the test output; its failure is not.
  process.stderr.write(error.stderr ?? '');
  throw error;
}
const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3100',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    E2E: 'true',
    // The browser tests stand for many shoppers behind a proxy: registerViaApi gives each its
    // own X-Forwarded-For address, so the per-address sign-up limit counts them apart.
    TRUST_PROXY: 'loopback',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  if (!process.env.E2E_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
