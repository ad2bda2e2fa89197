import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { currentLanguage } from '#web/i18n/setup.ts';
import type { DietCheckResult } from '../types';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { keptDietCheck, orKept } from '#web/lib/offline/kept.ts';

// Without signal: the verdict kept with the product (for the current diet, at the last sync).
export const getDietCheck = (id: string) =>
  orKept(
    () => apiRequest<DietCheckResult>(apiUrl(endpoints.getDietCheck, { id })),
    () => keptDietCheck(Number(id)),
  );

// The reasons come rendered in the request language, so the language is part of the key.
export const dietCheckQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', id, 'diet-check', currentLanguage()],
    queryFn: () => getDietCheck(id),
  });

export const useDietCheck = (id: string) => useQuery(dietCheckQuery(id));
