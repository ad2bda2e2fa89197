import { defineConfig } from 'vitest/config';

// The repository's own scripts (install, start) tested without running npm, and its lint rules.
export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['*.test.mjs', '*.test.ts'],
    testTimeout: 60_000,
  },
});
