import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundaries of STYLE.md hold because ESLint refuses to cross them; each case lints one import
// as if written in a real file of the repository, and expects the rule that stops it (or none).
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function rulesHit(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId !== '@typescript-eslint/no-unused-vars')
    .map((m) => m.ruleId ?? m.message);
}

describe('lint boundaries', () => {
  it.each([
    [
      'a feature imports another feature',
      'web/src/features/favorites/components/x.tsx',
      "import { SearchPage } from '#web/features/products/components/search-page.tsx';",
      'import/no-restricted-paths',
    ],
    [
      'a feature imports the app',
      'web/src/features/products/components/x.tsx',
      "import { RouteTree } from '#web/app/app-routes.tsx';",
      'import/no-restricted-paths',
    ],
    [
      'a shared component imports a feature',
      'web/src/components/ui/x.tsx',
      "import { LoginForm } from '#web/features/auth/components/login-form.tsx';",
      'import/no-restricted-paths',
    ],
    [
      'web climbs two folders instead of using #web/*',
      'web/src/features/products/components/x.tsx',
      "import { apiRequest } from '../../../lib/api-client';",
      'no-restricted-imports',
    ],
    [
      'web imports a Node module',
      'web/src/lib/x.ts',
      "import { readFileSync } from 'node:fs';",
      'no-restricted-imports',
    ],
    [
      'a server module reaches into another module',
      'server/src/modules/favorites/x.ts',
      "import { hashPassword } from '#server/modules/auth/passwords.js';",
      'import/no-restricted-paths',
    ],
    [
      'SQL outside a repository file',
      'server/src/modules/products/x.ts',
      "import { sql } from 'drizzle-orm';",
      'no-restricted-imports',
    ],
    [
      'raw rows outside a repository file',
      'server/src/modules/products/x.ts',
      "import { queryRows } from '#server/db/client.js';",
      'no-restricted-imports',
    ],
    [
      'the engine core imports a Node module',
      'packages/engine/src/parse/x.ts',
      "import { readFileSync } from 'fs';",
      'import/no-nodejs-modules',
    ],
    [
      'the engine imports the contract',
      'packages/engine/src/rules/x.ts',
      "import { endpoints } from '@safeshelf/contract';",
      'no-restricted-imports',
    ],
    [
      'a server module builds its own diet engine',
      'server/src/modules/products/x.ts',
      "import { createEngineFromDir } from '@safeshelf/engine/node';",
      'no-restricted-imports',
    ],
    [
      'a CLI builds its own diet engine',
      'server/src/cli/x.ts',
      "import { createEngineFromDir } from '@safeshelf/engine/node';",
      'no-restricted-imports',
    ],
    [
      'a module depends on the label scan for judging',
      'server/src/modules/my-products/x.ts',
      "import { labelScanRoutes } from '#server/modules/label-scan/index.js';",
      'import/no-restricted-paths',
    ],
  ])('refuses: %s', async (_case, file, code, rule) => {
    expect(await rulesHit(file, code)).toContain(rule);
  });

  it.each([
    [
      'a feature uses shared code and its own files',
      'web/src/features/favorites/components/x.tsx',
      "import { Button } from '#web/components/ui/button.tsx';\nimport { getFavorites } from '../api/get-favorites';",
    ],
    [
      'a server module uses another through its public entry',
      'server/src/modules/favorites/x.ts',
      "import { hashPassword } from '#server/modules/auth/index.js';",
    ],
    [
      'a repository file writes SQL',
      'server/src/modules/products/repository.ts',
      "import { sql } from 'drizzle-orm';\nimport { queryRows } from '#server/db/client.js';",
    ],
    [
      'the engine’s node/ folder reads files',
      'packages/engine/src/node/x.ts',
      "import { readFileSync } from 'node:fs';",
    ],
    [
      'the diet module builds the engine, the worker entry too',
      'server/src/modules/diet/x.ts',
      "import { createEngineFromDir } from '@safeshelf/engine/node';",
    ],
    [
      'a worker task builds the engine',
      'server/src/workers/x.ts',
      "import { createEngineFromDir } from '@safeshelf/engine/node';",
    ],
    [
      'a module judges through the diet module',
      'server/src/modules/my-products/x.ts',
      "import { verdictKey } from '#server/modules/diet/index.js';",
    ],
  ])('allows: %s', async (_case, file, code) => {
    expect(await rulesHit(file, code)).toEqual([]);
  });
});
