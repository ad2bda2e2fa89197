import { useMutation } from '@tanstack/react-query';
import type { DietCheckRequest, DietCheckResult } from '@safeshelf/contract';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';
import { isNetworkError } from '#web/lib/offline/kept.ts';

/** Only the recognised text is sent: never the photo. */
export const checkLabel = (body: DietCheckRequest) =>
  apiRequest<DietCheckResult>(apiUrl(endpoints.checkLabelText), { method: 'POST', body });

/** A verdict, and whether this phone gave it because the server could not be reached. */
export type LabelVerdict = DietCheckResult & { onPhone?: boolean };

/**
 * The server judges the text; without signal the phone does, with the same engine and knowledge
 * (issue 32). The engine loads only then: a scan with signal never downloads it.
 */
async function checkLabelAnywhere(body: DietCheckRequest): Promise<LabelVerdict> {
  try {
    return await checkLabel(body);
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const { judgeOnPhone } = await import('../offline/judge-on-phone');
    // Nothing kept to judge with: the page says the phone needs signal once first.
    const verdict = await judgeOnPhone(body).catch(() => Promise.reject(error));
    return { ...verdict, onPhone: true };
  }
}

export const useCheckLabel = () => useMutation({ mutationFn: checkLabelAnywhere });
