import type { OfflineShelf } from '@safeshelf/contract';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';
import { currentLanguage } from '#web/i18n/setup.ts';
import type { ShelfKind } from '#web/lib/offline/db.ts';

/** Every product of a category or subcategory, judged for the user (dairy: ~3,500, ~0.2 MB br). */
export const getOfflineShelf = (kind: ShelfKind, id: number) =>
  apiRequest<OfflineShelf>(
    apiUrl(
      endpoints.getOfflineShelf,
      undefined,
      new URLSearchParams({ [kind]: String(id), lang: currentLanguage() }),
    ),
  );
