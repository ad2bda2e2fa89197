// Installs npm dependencies when they are missing or the lockfile changed since the last install,
// so a fresh clone (or a pull) runs with one command. Writes to stderr only: stdout may be data.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockFile = join(root, 'package-lock.json');
const npmHiddenLock = join(root, 'node_modules', '.package-lock.json');
const stamp = join(root, 'node_modules', '.safeshelf-lock-hash');
const lockHash = createHash('sha256').update(readFileSync(lockFile)).digest('hex');

function upToDate() {
  if (existsSync(stamp)) return readFileSync(stamp, 'utf8').trim() === lockHash;
  // Installed by hand (npm install/ci) after the last lockfile change: trust it.
  return existsSync(npmHiddenLock) && statSync(npmHiddenLock).mtimeMs >= statSync(lockFile).mtimeMs;
}

if (!upToDate()) {
  process.stderr.write('Installing npm dependencies (npm ci)…\n');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: ['ignore', 2, 2] });
}
writeFileSync(stamp, lockHash + '\n');
