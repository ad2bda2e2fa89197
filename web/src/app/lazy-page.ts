import { lazy, type ComponentType } from 'react';

/**
 * A page whose code loads when it is first shown. Navigation runs in a transition, so the current
 * page stays on screen until the next one is ready.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}
