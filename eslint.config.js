import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/test-*.ts', '**/test-*.tsx', '**/test/**'];

// `no-restricted-imports`: a later block that matches the same file replaces an earlier block's
// options instead of adding to them. So every file group gets its whole list from here, built on
// the one list that applies everywhere.
const patterns = {
  workspaces: { group: ['../../../*'], message: 'Import across workspaces by package name.' },
  deep: {
    group: ['../../*'],
    message: 'Use the #web/* or #server/* alias instead of climbing two or more folders.',
  },
  server: {
    group: ['@safeshelf/server', '@safeshelf/server/*'],
    message: 'Never import the server.',
  },
  web: { group: ['@safeshelf/web', '@safeshelf/web/*'], message: 'Never import the web app.' },
  node: { group: ['node:*'], message: 'The browser has no Node modules.' },
  engineNode: {
    group: ['@safeshelf/engine/node'],
    message: 'The engine’s Node entry (file loading) is for the server and CLIs.',
  },
  engineOnServer: {
    group: ['@safeshelf/engine/node'],
    message:
      'The server reaches the diet engine through the diet module: app.diet, or createDiet in a CLI (issue 26 point 8).',
  },
  workspacesFromEngine: {
    group: ['@safeshelf/*'],
    message: 'The engine depends on no other workspace (engine <- contract <- server, web).',
  },
  sql: {
    group: ['drizzle-orm', 'drizzle-orm/*', '#server/db/schema/*'],
    message: 'SQL lives in repository.ts or *-repository.ts files; call a repository function.',
  },
};
const restrictImports = (...extra) => ['error', { patterns: [patterns.workspaces, ...extra] }];
const restrictSqlImports = (...extra) => [
  'error',
  {
    patterns: [patterns.workspaces, ...extra, patterns.sql],
    paths: [
      {
        name: '#server/db/client.js',
        importNames: ['queryRows'],
        message: patterns.sql.message,
      },
    ],
  },
];

// Boundaries (bulletproof-react's import/no-restricted-paths zones).
const webFeatures = foldersIn('./web/src/features');
const serverModules = foldersIn('./server/src/modules');
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'No feature imports another feature: move what both need to components/ or lib/.',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features do not import the app; the app composes features.',
  },
  {
    target: ['./web/src/components', './web/src/lib', './web/src/i18n'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared code imports no feature and not the app.',
  },
];
const serverModuleZones = serverModules.map((module) => ({
  target: [
    ...serverModules.filter((m) => m !== module).map((m) => `./server/src/modules/${m}`),
    './server/src/modules/index.ts',
    './server/src/plugins',
    './server/src/cli',
    './server/src/db',
    './server/src/lib',
    './server/src/workers',
    './server/src/*.ts',
  ],
  from: `./server/src/modules/${module}`,
  // tasks.ts: a module's light entry for the worker threads (server/src/workers/tasks.ts).
  except: ['./index.ts', './tasks.ts'],
  message: `Import the ${module} module through its public entry, #server/modules/${module}/index.js (workers: tasks.js).`,
}));
const serverZones = [
  ...serverModuleZones,
  // The label scan is a leaf: judging a text is the diet module's (issue 26 point 8).
  {
    target: serverModules.filter((m) => m !== 'label-scan').map((m) => `./server/src/modules/${m}`),
    from: './server/src/modules/label-scan',
    message: 'No module depends on label-scan; judge a text with app.diet.judgeLabel.',
  },
];

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
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        typescript: {
          project: ['web/tsconfig.json', 'server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': restrictImports(),
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrictImports(
        patterns.deep,
        patterns.server,
        patterns.engineNode,
        patterns.node,
      ),
      'import/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports(
        patterns.deep,
        patterns.web,
        patterns.engineOnServer,
      ),
    },
  },
  // One path table (issue 15, point 3): the web calls the API through the contract's endpoints.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
          message: 'Call the API with apiUrl(endpoints.…) from @safeshelf/contract/paths.',
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: TESTS,
    rules: { 'import/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    files: ['server/src/modules/**/*.ts'],
    ignores: [...TESTS, '**/repository.ts', '**/*-repository.ts'],
    rules: {
      'no-restricted-imports': restrictSqlImports(
        patterns.deep,
        patterns.web,
        patterns.engineOnServer,
      ),
    },
  },
  // The diet module builds the engine on the request thread, the worker entry in each worker.
  {
    files: ['server/src/modules/diet/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': restrictSqlImports(patterns.deep, patterns.web) },
  },
  {
    files: ['server/src/workers/**/*.ts'],
    rules: { 'no-restricted-imports': restrictImports(patterns.deep, patterns.web) },
  },
  // Dependencies point one way: engine <- contract <- server, contract <- web. The engine's core
  // is pure: no Node module at all; its node/ and cli/ folders (and tests) read files.
  {
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['packages/engine/src/node/**', 'packages/engine/src/cli/**', ...TESTS],
    rules: {
      'no-restricted-imports': restrictImports(patterns.workspacesFromEngine, patterns.node),
      'import/no-nodejs-modules': 'error',
    },
  },
  {
    files: [
      'packages/engine/src/node/**',
      'packages/engine/src/cli/**',
      'packages/engine/src/**/*.test.ts',
    ],
    rules: { 'no-restricted-imports': restrictImports(patterns.workspacesFromEngine) },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports(patterns.server, patterns.web, patterns.node),
      'import/no-nodejs-modules': 'error',
    },
  },
  // STYLE.md: files under ~200 lines, split at 300 (tests excepted).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: TESTS,
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
);
