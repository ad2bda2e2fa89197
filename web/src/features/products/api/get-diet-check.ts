import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { currentLanguage } from '#web/i18n/setup.ts';
import type { DietCheckResult } from '../types';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { keptDietCheck, orKept } from '#web/lib/offline/kept.ts';
import { withJudgedFor, type JudgedFor } from '#web/lib/judged-for.ts';

// Without signal: the verdict kept with the product (for the current diet, at the last sync); the
// phone keeps the user's own verdicts only, so judged for someone else it needs signal.
export const getDietCheck = (id: string, judgedFor: JudgedFor = 'me') =>
  orKept(
    () =>
      apiRequest<DietCheckResult>(
        apiUrl(endpoints.getDietCheck, { id }, withJudgedFor(new URLSearchParams(), judgedFor)),
      ),
    async () => (judgedFor === 'me' ? keptDietCheck(Number(id)) : undefined),
  );

// The reasons come rendered in the request language, so the language is part of the key.
export const dietCheckQuery = (id: string, judgedFor: JudgedFor = 'me') =>
  queryOptions({
    queryKey: ['products', id, 'diet-check', currentLanguage(), judgedFor],
    queryFn: () => getDietCheck(id, judgedFor),
  });

export const useDietCheck = (id: string, judgedFor: JudgedFor = 'me') =>
  useQuery(dietCheckQuery(id, judgedFor));
