/** In-process notice that the catalogue changed (after an import), so caches can be dropped. */
const listeners = new Set<() => void>();

export function onCatalogueChanged(listener: () => void): void {
  listeners.add(listener);
}

export function notifyCatalogueChanged(): void {
  for (const listener of listeners) listener();
}
