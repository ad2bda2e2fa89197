import { defineConfig } from 'vitest/config';

// Each test file opens its own fresh database (embedded, or a new PostgreSQL database when
// TEST_DATABASE_URL is set), so files run in parallel without sharing state.
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // Its own group, after the fast projects, so its worker count can differ from theirs.
    sequence: { groupOrder: 1 },
  },
});
