import { OCR_CACHE } from '#web/lib/offline/caches.ts';
import { OCR_FILES, TESSDATA } from './ocr-files';

/**
 * After one label was read with signal, the recogniser the browser chose (worker and core are in
 * the cache already, through the service worker) is joined by the trained data of every pack
 * language, so a German, French, Italian or English pack can be read without signal: 6.6 MB of
 * compressed trained data, once (issue 32; the total kept is in the README).
 */
export async function keepOcrOffline(): Promise<void> {
  if (!('caches' in globalThis)) return;
  try {
    const cache = await caches.open(OCR_CACHE);
    for (const code of Object.values(TESSDATA)) {
      const url = `${OCR_FILES.lang}/${code}.traineddata.gz`;
      if (!(await cache.match(url))) await cache.add(url);
    }
  } catch {
    // Signal lost half way: the next online read tries again.
  }
}
