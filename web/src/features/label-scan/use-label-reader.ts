import { useCallback, useEffect, useRef, useState } from 'react';
import { OCR_FILES } from './ocr/ocr-files';
import { keepOcrOffline } from './ocr/keep-ocr-offline';
import {
  createLabelReader,
  type LabelReader,
  type ReadProgress,
  type ScanLang,
} from './ocr/read-label';
import { preparePhoto, type Crop } from './ocr/prepare-image';
import type { LabelText } from './ocr/label-text';

export type ReadState =
  | { status: 'idle' }
  | { status: 'running'; progress: ReadProgress }
  | { status: 'done'; result: LabelText }
  | { status: 'failed' };

/**
 * Reads a photo in this tab with tesseract.js. The recogniser (worker, core, trained data) loads
 * from our server on the first read and stays for the next photo in the same language; it is
 * stopped when the page closes.
 */
export function useLabelReader() {
  const [state, setState] = useState<ReadState>({ status: 'idle' });
  const reader = useRef<{ lang: ScanLang; reader: Promise<LabelReader> } | null>(null);
  const onProgressRef = useRef<(progress: ReadProgress) => void>(() => {});

  useEffect(
    () => () => {
      void reader.current?.reader.then((r) => r.terminate()).catch(() => {});
    },
    [],
  );

  const read = useCallback(async (photo: Blob, crop: Crop, lang: ScanLang) => {
    const onProgress = (progress: ReadProgress) => setState({ status: 'running', progress });
    setState({ status: 'running', progress: { stage: 'loading', progress: 0 } });
    try {
      if (reader.current?.lang !== lang) {
        void reader.current?.reader.then((r) => r.terminate()).catch(() => {});
        reader.current = {
          lang,
          reader: createLabelReader(
            lang,
            {
              workerPath: OCR_FILES.worker,
              corePath: OCR_FILES.core,
              langPath: OCR_FILES.lang,
              // The files come through the service worker's cache (web/pwa.ts), one copy each:
              // the worker loads from its own address (a blob: worker may bypass the service
              // worker), and tesseract.js keeps no second copy of the trained data (issue 32).
              workerBlobURL: false,
              cacheMethod: 'none',
            },
            (progress) => onProgressRef.current(progress),
          ),
        };
      }
      onProgressRef.current = onProgress;
      const [canvas, ready] = await Promise.all([preparePhoto(photo, crop), reader.current.reader]);
      const result = await ready.read(canvas);
      setState({ status: 'done', result });
      // One label read with signal: keep every pack language's text recognition for offline use.
      if (navigator.onLine) void keepOcrOffline();
      return result;
    } catch {
      reader.current = null;
      setState({ status: 'failed' });
      return null;
    }
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, read, reset };
}
