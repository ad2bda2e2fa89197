// `npm start`: install what is missing, build the web app, then run the server, which migrates the
// database, imports the default catalogue when it is empty, and serves http://localhost:3000.
import { execFileSync, execSync, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOnProjectNode } from './ensure-install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(process.execPath, [join(root, 'scripts/ensure-install.mjs')], { stdio: 'inherit' });
runOnProjectNode(root, fileURLToPath(import.meta.url));
console.log('Building the web app…');
execSync('npm run --silent build', { cwd: root, stdio: 'inherit' });

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
