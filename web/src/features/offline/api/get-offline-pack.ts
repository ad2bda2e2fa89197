import type { OfflinePack } from '@safeshelf/contract';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';
import { currentLanguage } from '#web/i18n/setup.ts';

/** Favourites, viewed (`ids`) and own products with their verdicts, in the interface language. */
export const getOfflinePack = (ids: number[]) =>
  apiRequest<OfflinePack>(
    apiUrl(
      endpoints.getOfflinePack,
      undefined,
      new URLSearchParams({ ids: ids.join(','), lang: currentLanguage() }),
    ),
  );
