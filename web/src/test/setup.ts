import '@testing-library/jest-dom/vitest';
// IndexedDB for what the app keeps offline (lib/offline), in memory, emptied after each test.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import i18n from '../i18n/setup';
import { wipeOfflineData } from '../lib/offline/db';

// A text key with no text (a section the page forgot to load, a typo) would show the raw key to
// the user: report it, which fails the test. Pages load their sections in their routes
// (app/lazy-page.ts); a test rendering a page component directly loads them itself.
i18n.options.saveMissing = true;
i18n.on('missingKey', (languages: readonly string[], namespace: string, key: string) => {
  console.error(`Missing text: ${key} (${namespace}, ${languages.join(', ')})`);
});

// Machines here are shared and noisy: wait up to 5 s for what a user would see appear.
configure({ asyncUtilTimeout: 5_000 });

// Any console.error in a test is a bug the user would eventually meet.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});
afterEach(async () => {
  cleanup();
  await wipeOfflineData();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});
