import { defineConfig } from 'vitest/config';

// The repository's own scripts (install, start), tested without running npm.
export default defineConfig({
  test: { name: 'scripts', environment: 'node', include: ['*.test.mjs'] },
});
