import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** The newest PostgreSQL server binaries from Debian's packages, if installed. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  return readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => join(root, v, 'bin'))[0];
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A PostgreSQL server of this test's own (its own data directory and port; never the shared
 * cluster), which the test may freeze with SIGSTOP. initdb refuses root, so as root it runs as
 * the `postgres` user of Debian's package.
 */
export async function startThrowawayPostgres(bin: string) {
  const dir = mkdtempSync(join(tmpdir(), 'safeshelf-pg-'));
  const data = join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(ids), Number(gid));
    chmodSync(dir, 0o700);
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'safeshelf', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=30`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  /** The postmaster and every backend and worker it forked. */
  const processes = () => [
    postmaster,
    ...execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)])
      .toString()
      .split('\n')
      .map(Number)
      .filter((pid) => pid > 0),
  ];
  const signal = (name: 'SIGSTOP' | 'SIGCONT') => {
    for (const pid of processes()) process.kill(pid, name);
  };
  return {
    url: `postgres://safeshelf@127.0.0.1:${port}/postgres`,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    stop: () => {
      try {
        signal('SIGCONT');
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
