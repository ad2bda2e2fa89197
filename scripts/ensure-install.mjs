// Installs npm dependencies when they are missing, incomplete or the lockfile changed since the last
// install, so a fresh clone (or a pull) runs with one command. Writes to stderr only: stdout may be data.
//
// Dev dependencies are always installed (`--include=dev`): `npm start` builds the web app with Vite,
// and with NODE_ENV=production a plain `npm ci` would skip it. The stamp is written only after a
// successful install, and an install is only taken as done while its tools are really there.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { execSync, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const INSTALL_COMMAND = 'npm ci --include=dev --no-audit --no-fund';
/** Tools that a complete install has: the web build and the TypeScript runner. */
const REQUIRED_BINS = ['vite', 'tsx'];

const paths = (root) => ({
  lockFile: join(root, 'package-lock.json'),
  npmHiddenLock: join(root, 'node_modules', '.package-lock.json'),
  stamp: join(root, 'node_modules', '.safeshelf-lock-hash'),
});

const stampText = (root) =>
  `${createHash('sha256')
    .update(readFileSync(paths(root).lockFile))
    .digest('hex')} with-dev\n`;

const toolsPresent = (root) =>
  REQUIRED_BINS.every((bin) => existsSync(join(root, 'node_modules', '.bin', bin)));

export function isInstalled(root) {
  const { lockFile, npmHiddenLock, stamp } = paths(root);
  if (!toolsPresent(root)) return false;
  if (existsSync(stamp)) return readFileSync(stamp, 'utf8') === stampText(root);
  // Installed by hand (npm install/ci) after the last lockfile change: trust it.
  return existsSync(npmHiddenLock) && statSync(npmHiddenLock).mtimeMs >= statSync(lockFile).mtimeMs;
}

/** `run(command, options)` runs a shell command and throws on failure (execSync by default). */
export function ensureInstall(root, run = execSync) {
  if (isInstalled(root)) return false;
  const { stamp } = paths(root);
  rmSync(stamp, { force: true });
  process.stderr.write(`Installing npm dependencies (${INSTALL_COMMAND})…\n`);
  run(INSTALL_COMMAND, { cwd: root, stdio: ['ignore', 2, 2] });
  if (!toolsPresent(root)) {
    throw new Error(
      `${INSTALL_COMMAND} finished without ${REQUIRED_BINS.join(', ')}; not recorded`,
    );
  }
  writeFileSync(stamp, stampText(root));
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureInstall(join(dirname(fileURLToPath(import.meta.url)), '..'));
}

/**
 * The project runs on the Node.js that `engines` names, installed from the npm registry's `node`
 * package (node_modules/.bin/node). A fresh clone's first `npm start`/`npm test` starts on whatever
 * Node the machine has; once installed, the script runs itself again on the project's Node.
 * Returns only when already on it; otherwise exits with the re-run's status.
 */
export function runOnProjectNode(root, scriptPath) {
  const want = Number(
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node.match(/\d+/)[0],
  );
  const have = Number(process.versions.node.split('.')[0]);
  const projectNode = join(root, 'node_modules', '.bin', 'node');
  if (have >= want || !existsSync(projectNode)) return;
  const result = spawnSync(projectNode, [scriptPath, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
