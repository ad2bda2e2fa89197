import { useMutation } from '@tanstack/react-query';
import type { DietCheckRequest, DietCheckResult } from '@safeshelf/contract';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';

/** Only the recognised text is sent: never the photo. */
export const checkLabel = (body: DietCheckRequest) =>
  apiRequest<DietCheckResult>(apiUrl(endpoints.checkLabelText), { method: 'POST', body });

export const useCheckLabel = () => useMutation({ mutationFn: checkLabel });
