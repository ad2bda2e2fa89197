// Installs npm dependencies when they are missing or the lockfile changed since the last install,
// so a fresh clone (or a pull) runs with one command. Writes to stderr only: stdout may be data.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'node_modules', '.safeshelf-lock-hash');
const lockHash = createHash('sha256').update(readFileSync(join(root, 'package-lock.json'))).digest('hex');
const installed = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';

if (installed !== lockHash) {
  process.stderr.write('Installing npm dependencies (npm ci)…\n');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: ['ignore', 2, 2] });
  writeFileSync(stamp, lockHash + '\n');
}
