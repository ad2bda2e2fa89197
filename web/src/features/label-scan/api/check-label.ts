import { useMutation } from '@tanstack/react-query';
import type { DietCheckRequest, DietCheckResult } from '@safeshelf/contract';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';
import { readJudgedFor, withJudgedFor } from '#web/lib/judged-for.ts';

/** Only the recognised text is sent: never the photo. Judged for whom the portal judges for now. */
export const checkLabel = (body: DietCheckRequest) =>
  apiRequest<DietCheckResult>(
    apiUrl(
      endpoints.checkLabelText,
      undefined,
      withJudgedFor(new URLSearchParams(), readJudgedFor()),
    ),
    { method: 'POST', body },
  );

export const useCheckLabel = () => useMutation({ mutationFn: checkLabel });
