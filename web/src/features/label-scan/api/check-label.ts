import { useMutation } from '@tanstack/react-query';
import type { DietCheckRequest, DietCheckResult } from '@safeshelf/contract';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';
import { readJudgedFor, withJudgedFor, type JudgedFor } from '#web/lib/judged-for.ts';
import { isNetworkError } from '#web/lib/offline/kept.ts';

/** Only the recognised text is sent: never the photo. Judged for whom the portal judges for now. */
export const checkLabel = (body: DietCheckRequest, judgedFor: JudgedFor = readJudgedFor()) =>
  apiRequest<DietCheckResult>(
    apiUrl(endpoints.checkLabelText, undefined, withJudgedFor(new URLSearchParams(), judgedFor)),
    { method: 'POST', body },
  );

/**
 * A verdict, whether this phone gave it because the server could not be reached, and whether it
 * is for the user's own diet (the verdict a saved product shows until the server judges it).
 */
export type LabelVerdict = DietCheckResult & { onPhone?: boolean; forMe: boolean };

/**
 * The server judges the text; without signal the phone does, with the same engine and knowledge
 * (issue 32). The engine loads only then: a scan with signal never downloads it. The phone knows
 * only the user's own diet: judged for a household person or everyone, it needs signal.
 */
async function checkLabelAnywhere(body: DietCheckRequest): Promise<LabelVerdict> {
  const judgedFor = readJudgedFor();
  try {
    return { ...(await checkLabel(body, judgedFor)), forMe: judgedFor === 'me' };
  } catch (error) {
    if (!isNetworkError(error) || judgedFor !== 'me') throw error;
    const { judgeOnPhone } = await import('../offline/judge-on-phone');
    // Nothing kept to judge with: the page says the phone needs signal once first.
    const verdict = await judgeOnPhone(body).catch(() => Promise.reject(error));
    return { ...verdict, onPhone: true, forMe: true };
  }
}

export const useCheckLabel = () => useMutation({ mutationFn: checkLabelAnywhere });
