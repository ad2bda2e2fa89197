import { useEffect, useState } from 'react';
import { changes } from '#web/lib/offline/db.ts';
import { KNOWLEDGE_CACHE, OCR_CACHE } from '#web/lib/offline/caches.ts';

export interface Readiness {
  /** The diet engine's knowledge is kept: labels can be judged without signal. */
  rules: boolean;
  /** The text recogniser and trained data are kept: photos can be read without signal. */
  ocr: boolean;
  /** Everything SafeShelf keeps on this device (app files, caches, database), in bytes. */
  usage?: number;
}

async function cached(name: string, test: (url: string) => boolean) {
  if (!('caches' in globalThis)) return 0;
  return (await (await caches.open(name)).keys()).filter((r) => test(r.url)).length;
}

async function readReadiness(): Promise<Readiness> {
  const [rules, cores, trained, estimate] = await Promise.all([
    cached(KNOWLEDGE_CACHE, () => true),
    cached(OCR_CACHE, (url) => url.includes('tesseract-core')),
    cached(OCR_CACHE, (url) => url.endsWith('.traineddata.gz')),
    navigator.storage?.estimate?.().catch(() => undefined),
  ]);
  return { rules: rules > 0, ocr: cores > 0 && trained > 0, usage: estimate?.usage };
}

/** Whether the label scan works without signal here, and how much the phone stores. */
export function useReadiness(): Readiness | undefined {
  const [readiness, setReadiness] = useState<Readiness>();
  useEffect(() => {
    let current = true;
    const read = () =>
      void readReadiness()
        .then((next) => current && setReadiness(next))
        .catch(() => undefined);
    read();
    changes.addEventListener('change', read);
    return () => {
      current = false;
      changes.removeEventListener('change', read);
    };
  }, []);
  return readiness;
}
