import type { PackLang } from '@safeshelf/contract';
import { TESSDATA } from './ocr-files';
import { toLabelText, type LabelText } from './label-text';

export type ScanLang = PackLang | 'detect';

/** Trained data for a pack language; "detect" reads with all four at once (slower). */
export const tessLangs = (lang: ScanLang) =>
  lang === 'detect' ? Object.values(TESSDATA).join('+') : TESSDATA[lang];

export interface ReadProgress {
  /** 'loading' while the recogniser and its language data arrive, then 'reading'. */
  stage: 'loading' | 'reading';
  /** 0–1 within the stage. */
  progress: number;
}

export interface LabelReader {
  read(image: ImageSource): Promise<LabelText>;
  terminate(): Promise<void>;
}
type ImageSource = Parameters<import('tesseract.js').Worker['recognize']>[0];

/**
 * A tesseract.js worker for a pack language: the LSTM engine, the photo read as one block of
 * text (automatic layout split justified pack text into columns and mixed up the list's order). `files` says where the worker, core and trained
 * data are (our server in the browser, node_modules in the benchmark).
 */
export async function createLabelReader(
  lang: ScanLang,
  files: {
    workerPath?: string;
    corePath?: string;
    langPath: string;
    cacheMethod?: string;
    workerBlobURL?: boolean;
  },
  onProgress?: (progress: ReadProgress) => void,
): Promise<LabelReader> {
  const { createWorker, OEM, PSM } = await import('tesseract.js');
  const worker = await createWorker(
    tessLangs(lang),
    OEM.LSTM_ONLY,
    {
      ...files,
      gzip: true,
      logger: (message) => {
        const stage = message.status === 'recognizing text' ? 'reading' : 'loading';
        onProgress?.({ stage, progress: message.progress });
      },
    },
    // Italian's trained data asks for a word list beside it ("ita.special-words") that no
    // tesseract data package ships: every read logged "failed to load ./ita.special-words"
    // (issue 31.11). No suffix, no look-up; the words it would add were never there. Written as
    // config-file text: tesseract.js's types list only the dawg switches as init options.
    'user_words_suffix ',
  );
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
  return {
    async read(image) {
      const result = await worker.recognize(image, {}, { text: true, blocks: true });
      return toLabelText(result.data);
    },
    terminate: async () => void (await worker.terminate()),
  };
}
