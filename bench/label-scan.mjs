// Label scan benchmark (issue 16): 200 real ingredient lists (de, fr, it, en; 50 each) rendered as
// pack labels in headless Chromium, read by the web app's own OCR code (tesseract.js, same options
// and text cleaning), then judged by the engine. Reports character accuracy, the share of labels
// whose verdicts for lactose, gluten, fructose and FODMAP equal those on the original text (goal
// ≥ 95 %), and OCR time per label; `--write` puts the table into bench/RESULTS.md.
//   npm run bench -- label-scan            (options: --per-lang 50, --detect 20, --write)
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createEngineFromDir, defaultCatalogDir } from '@safeshelf/engine/node';
import { createLabelReader } from '../web/src/features/label-scan/ocr/read-label.ts';
import { TESSDATA } from '../web/src/features/label-scan/ocr/ocr-files.ts';
import { normaliseLabelPixels } from '../web/src/features/label-scan/ocr/normalise-pixels.ts';
import { LANGS, pickLabels, renderLabel, styleFor } from './label-scan-labels.mjs';
import { characterAccuracy, replaceSection } from './label-scan-measure.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
const perLang = option('--per-lang', 50);
const detectCount = option('--detect', 20);
const INTOLERANCES = ['lactose', 'gluten', 'fructose', 'fodmap'];
// 3 device pixels per CSS pixel: ≈ 290 dpi on the pack, below what a phone photo of a label gives.
const SCALE = option('--scale', 3);

// The trained data the browser gets from /assets/ocr, here straight from the npm packages.
const require = createRequire(import.meta.url);
const langPath = mkdtempSync(join(tmpdir(), 'safeshelf-tessdata-'));
for (const code of Object.values(TESSDATA)) {
  const dir = dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
  symlinkSync(
    join(dir, `4.0.0_best_int/${code}.traineddata.gz`),
    join(langPath, `${code}.traineddata.gz`),
  );
}

const catalogDir = defaultCatalogDir();
const engine = createEngineFromDir(catalogDir);
const verdicts = (text, lang) =>
  INTOLERANCES.map(
    (i) =>
      engine.judge(
        { ingredients_text: text, lang },
        { intolerances: [i], custom: [], toleratedFodmapGroups: [] },
        'en',
      ).diet_color,
  );

const labels = pickLabels(catalogDir, perLang);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({
  deviceScaleFactor: SCALE,
  viewport: { width: 900, height: 1200 },
});
const images = [];
for (const [i, label] of labels.entries())
  images.push(await renderLabel(page, label, styleFor(i), normaliseLabelPixels));
await browser.close();

async function readAll(mode, subset) {
  const rows = [];
  const readers = new Map();
  for (const i of subset) {
    const label = labels[i];
    const lang = mode === 'detect' ? 'detect' : label.lang;
    if (!readers.has(lang))
      readers.set(lang, await createLabelReader(lang, { langPath, cacheMethod: 'none' }));
    const cpu = process.cpuUsage();
    const wall = performance.now();
    const read = await readers.get(lang).read(images[i]);
    if (process.env.LABEL_SCAN_DUMP && characterAccuracy(label.text, read.text) < 0.9) {
      writeFileSync(join(process.env.LABEL_SCAN_DUMP, `${i}-${label.lang}.png`), images[i]);
      writeFileSync(
        join(process.env.LABEL_SCAN_DUMP, `${i}-${label.lang}.txt`),
        `${JSON.stringify(styleFor(i))}\n${label.text}\n---\n${read.text}\n`,
      );
    }
    const used = process.cpuUsage(cpu);
    const original = verdicts(label.text, label.lang);
    const scanned = verdicts(read.text, mode === 'detect' ? undefined : label.lang);
    rows.push({
      lang: label.lang,
      accuracy: characterAccuracy(label.text, read.text),
      same: original.map((c, k) => c === scanned[k]),
      wallMs: performance.now() - wall,
      // tesseract.js runs in a worker thread of this process, so process CPU time counts it.
      cpuMs: (used.user + used.system) / 1000,
      code: label.code,
      original,
      scanned,
    });
  }
  for (const reader of readers.values()) await reader.terminate();
  return rows;
}

const summarise = (name, rows) => {
  const mean = (f) => rows.reduce((s, r) => s + f(r), 0) / rows.length;
  const sorted = (f) => rows.map(f).sort((a, b) => a - b);
  const median = (f) => sorted(f)[Math.floor(rows.length / 2)];
  return {
    name,
    labels: rows.length,
    accuracy: mean((r) => r.accuracy),
    all4: mean((r) => (r.same.every(Boolean) ? 1 : 0)),
    per: INTOLERANCES.map((_, k) => mean((r) => (r.same[k] ? 1 : 0))),
    cpuMs: median((r) => r.cpuMs),
    wallMs: median((r) => r.wallMs),
  };
};

const byLang = await readAll(
  'lang',
  labels.map((_, i) => i),
);
const detectSubset = LANGS.flatMap((lang) =>
  labels
    .flatMap((l, i) => (l.lang === lang ? [i] : []))
    .slice(0, Math.ceil(detectCount / LANGS.length)),
);
const detect = detectCount ? await readAll('detect', detectSubset) : [];
const summaries = [
  ...LANGS.map((lang) =>
    summarise(
      `${lang}, language chosen`,
      byLang.filter((r) => r.lang === lang),
    ),
  ),
  summarise('all 200, language chosen', byLang),
  ...(detect.length
    ? [summarise(`${detect.length} (${detectCount / 4} per language), "detect"`, detect)]
    : []),
];
const pct = (x) => `${(x * 100).toFixed(1)} %`;
const table = [
  '| labels | n | character accuracy | all 4 verdicts equal | lactose | gluten | fructose | FODMAP | OCR CPU s / label (median) | wall s (median) |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...summaries.map(
    (s) =>
      `| ${s.name} | ${s.labels} | ${pct(s.accuracy)} | ${pct(s.all4)} | ${s.per.map(pct).join(' | ')} | ${(s.cpuMs / 1000).toFixed(2)} | ${(s.wallMs / 1000).toFixed(2)} |`,
  ),
].join('\n');
console.log(table);
const misses = byLang.filter((r) => !r.same.every(Boolean));
console.log(`\nLabels whose verdicts changed (${misses.length}):`);
for (const r of misses.slice(0, 20))
  console.log(
    `  ${r.code} ${r.lang} acc ${pct(r.accuracy)} ${r.original.join('/')} → ${r.scanned.join('/')}`,
  );

if (args.includes('--write')) {
  const file = join(dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');
  const load = (await import('node:os')).loadavg()[0].toFixed(1);
  const body = `\`npm run bench -- label-scan\` (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.versions.node}, tesseract.js 7.0.0 LSTM with the 4.0.0_best_int data, load average ${load} on 2 shared cores).\n\n${table}\n`;
  writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), body));
}
