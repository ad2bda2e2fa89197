import type { Database, Db } from '#server/db/client.js';
import { notifyChannel } from './repository.js';

/** In-process notice that the catalogue changed (after an import), so caches can be dropped. */
const listeners = new Set<() => void>();

export function onCatalogueChanged(listener: () => void): void {
  listeners.add(listener);
}

export function notifyCatalogueChanged(): void {
  for (const listener of listeners) listener();
}

/** The PostgreSQL channel on which an import tells every process that the catalogue changed. */
const CHANNEL = 'safeshelf_catalogue_changed';

/**
 * Tells the other processes on this PostgreSQL database (API instances, decision 175) that the
 * catalogue changed; inside a transaction, PostgreSQL delivers it when the transaction commits.
 */
export async function announceCatalogueChanged(database: Database, db: Db): Promise<void> {
  if (database.kind === 'postgres') await notifyChannel(db, CHANNEL);
}

/**
 * Drops this process's catalogue caches whenever another process's import commits (or when the
 * listening connection was lost, since a notice may have been missed). Resolves to its stop.
 */
export async function followCatalogueChanges(database: Database): Promise<() => Promise<void>> {
  return database.listen ? database.listen(CHANNEL, notifyCatalogueChanged) : async () => {};
}
