import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../../*'], message: 'Import across workspaces by package name.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Dependencies point one way: engine <- contract <- server, contract <- web.
  {
    files: ['packages/engine/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@safeshelf/*', 'node:*'] }] },
  },
  {
    files: [
      'packages/engine/src/node/**',
      'packages/engine/src/cli/**',
      'packages/engine/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@safeshelf/contract', '@safeshelf/server', '@safeshelf/web'] },
      ],
    },
  },
  {
    files: ['web/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@safeshelf/server', '@safeshelf/engine/node', 'node:*'] },
      ],
    },
  },
);
