import { useEffect, useState } from 'react';
import { changes, type KeptPack, type KeptShelf } from '#web/lib/offline/db.ts';
import { keptPack } from '#web/lib/offline/kept.ts';
import { listRecent, listShelves } from './sync';

export interface Kept {
  pack?: KeptPack;
  shelves: KeptShelf[];
  recent: number[];
  /** False until the first read from the phone's database. */
  loaded: boolean;
}

/** What the phone keeps, read again whenever it changes in this tab. */
export function useKept(): Kept {
  const [kept, setKept] = useState<Kept>({ shelves: [], recent: [], loaded: false });
  useEffect(() => {
    let current = true;
    const read = () =>
      void Promise.all([keptPack(), listShelves(), listRecent()])
        .then(([pack, shelves, recent]) => {
          if (current) setKept({ pack, shelves, recent, loaded: true });
        })
        .catch(() => current && setKept({ shelves: [], recent: [], loaded: true }));
    read();
    changes.addEventListener('change', read);
    return () => {
      current = false;
      changes.removeEventListener('change', read);
    };
  }, []);
  return kept;
}
