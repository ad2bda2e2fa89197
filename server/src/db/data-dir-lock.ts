import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

/**
 * PGlite lets two processes open the same directory and silently lose writes, so the embedded
 * database holds an exclusive lock on `DATA_DIR/safeshelf.lock` while it is open (decision 160).
 * The lock is the operating system's (an open-file-description `fcntl` lock on Linux, `flock` on
 * macOS), not the file's content: the kernel drops it the moment the process dies, kill -9
 * included, so a restarted container (PID 1 again, perhaps another hostname) starts at once, while a
 * live holder (another process, another container on the same volume) is always refused. The
 * file stays: deleting a lock file while others may have it open would let two holders in.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'safeshelf.lock');
  const fd = openSync(file, 'a+', 0o600);
  let locked = false;
  try {
    locked = tryLock(fd);
  } finally {
    if (!locked) closeSync(fd);
  }
  if (!locked) {
    // The content is only a hint for the person reading the message: the holder wrote it.
    const holder = readFileSync(file, 'utf8').trim() || 'unknown';
    throw new Error(
      `The data directory ${dataDir} is in use by another SafeShelf process (${holder}). ` +
        'Stop it first, or point DATA_DIR elsewhere. The embedded database allows one process at a time; ' +
        'set DATABASE_URL to use PostgreSQL for several.',
    );
  }
  ftruncateSync(fd);
  writeSync(fd, `${process.pid}@${hostname()}\n`);
  return () => {
    unlock(fd);
    closeSync(fd);
  };
}
