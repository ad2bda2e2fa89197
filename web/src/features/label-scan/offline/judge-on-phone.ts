import type { DietCheckRequest, DietCheckResult } from '@safeshelf/contract';
import { currentLanguage } from '#web/i18n/setup.ts';
import { keptPack } from '#web/lib/offline/kept.ts';
import type { JudgeRequest, JudgeResponse } from './judge-worker';

let worker: Worker | null = null;
let next = 0;
const waiting = new Map<number, (response: JudgeResponse) => void>();

function engineWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./judge-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<JudgeResponse>) => {
      waiting.get(event.data.id)?.(event.data);
      waiting.delete(event.data.id);
    };
  }
  return worker;
}

/** The phone cannot judge: nothing kept yet (signed in on this phone only while offline). */
export class NotReadyOffline extends Error {}

/**
 * Judges a label's text on this phone for the user's kept diet profile: the verdict the server
 * would give (same engine, same knowledge), in the interface language.
 */
export async function judgeOnPhone(label: DietCheckRequest): Promise<DietCheckResult> {
  const pack = await keptPack().catch(() => undefined);
  if (!pack) throw new NotReadyOffline('Nothing kept on this phone yet');
  const id = ++next;
  const request: JudgeRequest = {
    id,
    fingerprint: pack.engine_fingerprint,
    label,
    profile: pack.profile,
    lang: currentLanguage(),
  };
  const response = await new Promise<JudgeResponse>((resolve) => {
    waiting.set(id, resolve);
    engineWorker().postMessage(request);
  });
  if ('error' in response) throw new NotReadyOffline(response.error);
  return response.result as DietCheckResult;
}
