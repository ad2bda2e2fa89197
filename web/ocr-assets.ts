import { copyFileSync, createReadStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { CORE_VARIANTS, OCR_FILES, TESSDATA } from './src/features/label-scan/ocr/ocr-files.ts';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** URL path → file in node_modules, for exactly the files the scan page may ask for. */
function ocrFiles(): Map<string, string> {
  const files = new Map<string, string>();
  files.set(OCR_FILES.worker, join(packageDir('tesseract.js'), 'dist/worker.min.js'));
  for (const variant of CORE_VARIANTS)
    files.set(`${OCR_FILES.core}/${variant}`, join(packageDir('tesseract.js-core'), variant));
  for (const code of Object.values(TESSDATA))
    files.set(
      `${OCR_FILES.lang}/${code}.traineddata.gz`,
      join(packageDir(`@tesseract.js-data/${code}`), `4.0.0_best_int/${code}.traineddata.gz`),
    );
  return files;
}

/**
 * The label scan's text recogniser (tesseract.js worker, LSTM core variants, trained data) from
 * npm into web/dist/assets/ocr at build time, and straight from node_modules in `vite dev`.
 * Decision 100 explains why these are files of ours rather than a CDN or a bundle.
 */
export function ocrAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'safeshelf-ocr-assets',
    configResolved: (config) => void (outDir = config.build.outDir),
    configureServer(server) {
      const files = ocrFiles();
      server.middlewares.use((req, res, next) => {
        const file = files.get((req.url ?? '').split('?')[0] ?? '');
        if (!file) return next();
        res.setHeader(
          'content-type',
          file.endsWith('.js') ? 'text/javascript' : 'application/gzip',
        );
        createReadStream(file).pipe(res);
      });
    },
    closeBundle() {
      for (const [url, source] of ocrFiles()) {
        const target = join(outDir, url);
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(source, target);
        // The 4 MB cores shrink to ~1 MB; the trained data are gzip files already.
        if (target.endsWith('.js'))
          writeFileSync(`${target}.gz`, gzipSync(readFileSync(source), { level: 9 }));
      }
    },
  };
}
