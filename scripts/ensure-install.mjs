// Installs npm dependencies when they are missing, so a fresh clone runs with one command.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const marker = join(root, 'node_modules', '.package-lock.json');

if (!existsSync(marker)) {
  process.stderr.write('Installing npm dependencies (npm ci)…\n');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: ['ignore', 2, 2] });
}
