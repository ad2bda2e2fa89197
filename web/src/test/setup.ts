import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadNamespaces, NAMESPACES } from '../i18n/setup';

// The app loads a page's namespace in its route loader; tests that render a page directly need
// every namespace at hand.
await loadNamespaces(...NAMESPACES);

// Machines here are shared and noisy: wait up to 5 s for what a user would see appear.
configure({ asyncUtilTimeout: 5_000 });

// Any console.error in a test is a bug the user would eventually meet.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});
