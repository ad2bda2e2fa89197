import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { localeSections } from './locale-sections.ts';

export default defineConfig({
  plugins: [react(), localeSections()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
