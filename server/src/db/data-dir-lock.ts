import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * PGlite lets two processes open the same directory and silently lose writes, so the embedded
 * database takes an exclusive lock file. A lock left by a dead process on this host is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'safeshelf.lock');
  const me = `${process.pid}@${hostname()}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, me);
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readFileSync(file, 'utf8').trim();
      if (holderIsAlive(holder)) {
        throw new Error(
          `The data directory ${dataDir} is in use by another SafeShelf process (${holder}). ` +
            'Stop it first, or point DATA_DIR elsewhere. The embedded database allows one process at a time; ' +
            'set DATABASE_URL to use PostgreSQL for several.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

function holderIsAlive(holder: string): boolean {
  const [pidText, host] = holder.split('@');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (host !== hostname()) return true; // another machine sharing the disk: never steal its lock
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
