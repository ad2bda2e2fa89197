import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './env.js';
import { lockDataDir } from './db/data-dir-lock.js';

async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return (await res.json()) as { status: string };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}`);
}

// About the embedded process lifecycle; the PostgreSQL pass has nothing to add here.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the server process', () => {
  it('serves, then shuts down cleanly on SIGTERM and releases the data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'safeshelf-main-'));
    const port = 3900 + Math.floor(Math.random() * 90);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        IMPORT_ON_START: 'false',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      expect(await waitForHealth(`http://localhost:${port}/api/health`, 45_000)).toMatchObject({
        status: 'ok',
      });
      expect(() => lockDataDir(dataDir)).toThrow(/in use by another SafeShelf process/);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    // The lock is the operating system's: free once the process is gone (the file may stay).
    lockDataDir(dataDir)();
  }, 60_000);
});
