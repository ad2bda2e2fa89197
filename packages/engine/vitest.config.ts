import { defineConfig } from 'vitest/config';

// Loading the catalogue (~0.5 s idle) happens inside the first test of a file; on a busy shared
// machine that alone can pass Vitest's 5 s default, so the engine's tests get more room.
export default defineConfig({
  test: {
    name: 'engine',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
