import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstall, isInstalled } from './ensure-install.mjs';

/** A clone without node_modules: a lockfile only. */
function freshClone() {
  const root = mkdtempSync(join(tmpdir(), 'safeshelf-clone-'));
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}\n');
  return root;
}

/** What npm ci leaves behind; `withDev: false` is NODE_ENV=production's plain `npm ci`. */
function fakeNpm(root, { withDev = true, fail = false } = {}) {
  const commands = [];
  const run = (command) => {
    commands.push(command);
    mkdirSync(join(root, 'node_modules', '.bin'), { recursive: true });
    writeFileSync(join(root, 'node_modules', '.bin', 'tsx'), '');
    if (withDev && command.includes('--include=dev'))
      writeFileSync(join(root, 'node_modules', '.bin', 'vite'), '');
    if (fail) throw new Error('npm ci failed');
  };
  return { run, commands };
}

describe('ensure-install (issue 14, defect 4)', () => {
  it('installs dev dependencies too, whatever NODE_ENV says, so the web build has vite', () => {
    const root = freshClone();
    const npm = fakeNpm(root);
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(ensureInstall(root, npm.run)).toBe(true);
    } finally {
      process.env.NODE_ENV = before;
    }
    expect(npm.commands).toEqual(['npm ci --include=dev --no-audit --no-fund']);
    expect(isInstalled(root)).toBe(true);
    expect(ensureInstall(root, npm.run)).toBe(false);
  });

  it('never records a failed install: the next start installs again', () => {
    const root = freshClone();
    const failing = fakeNpm(root, { fail: true });
    expect(() => ensureInstall(root, failing.run)).toThrow('npm ci failed');
    expect(existsSync(join(root, 'node_modules', '.safeshelf-lock-hash'))).toBe(false);
    expect(isInstalled(root)).toBe(false);
    const working = fakeNpm(root);
    expect(ensureInstall(root, working.run)).toBe(true);
  });

  it('takes an install without its tools (a production-only npm ci) as not done', () => {
    const root = freshClone();
    const productionOnly = fakeNpm(root, { withDev: false });
    expect(() => ensureInstall(root, productionOnly.run)).toThrow(
      /without vite, tsx; not recorded/,
    );
    expect(isInstalled(root)).toBe(false);
    // npm's own lock is newer than the lockfile, as after a hand-made `npm ci --omit=dev`.
    writeFileSync(join(root, 'node_modules', '.package-lock.json'), '{}');
    expect(isInstalled(root)).toBe(false);
  });
});
