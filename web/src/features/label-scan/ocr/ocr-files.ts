/**
 * Where the browser finds the text recogniser, served by our own server (no CDN: the app works on
 * a closed network). Built into web/dist by ocr-assets.ts; the versions are in the paths, so the
 * files are cached for good and a new version gets new addresses.
 */
export const OCR_BASE = '/assets/ocr';
export const OCR_FILES = {
  worker: `${OCR_BASE}/tesseract.js-7.0.0/worker.min.js`,
  /** A folder: tesseract.js picks the variant the browser supports (relaxed SIMD, SIMD, plain). */
  core: `${OCR_BASE}/tesseract.js-core-7.0.0`,
  lang: `${OCR_BASE}/tessdata-4.0.0_best_int`,
} as const;

/** Only the LSTM engine is used (OEM 1), so only its three core variants are served. */
export const CORE_VARIANTS = [
  'tesseract-core-relaxedsimd-lstm.wasm.js',
  'tesseract-core-simd-lstm.wasm.js',
  'tesseract-core-lstm.wasm.js',
] as const;

/** Trained data per pack language (npm @tesseract.js-data/<code>, the compact best_int models). */
export const TESSDATA = { de: 'deu', fr: 'fra', it: 'ita', en: 'eng' } as const;
