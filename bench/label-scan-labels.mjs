// Label images for bench/label-scan.mjs: real ingredient lists rendered the way packs print them.
/* global document, Image -- the canvas step runs in Chromium (page.evaluate) */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LANGS = ['de', 'fr', 'it', 'en'];

/**
 * `perLang` real lists per language from Open Food Facts (`ingredients_text_<lang>`, 30–600
 * characters, in file order, no repeats). OFF marks allergens with underscores; packs print them
 * bold, so the underscores are dropped from the text and remembered as bold words.
 */
export function pickLabels(catalogDir, perLang) {
  const rows = readFileSync(join(catalogDir, 'products/off_products_merged.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const labels = [];
  for (const lang of LANGS) {
    const seen = new Set();
    for (const row of rows) {
      const raw = row[`ingredients_text_${lang}`];
      if (typeof raw !== 'string' || raw.length < 30 || raw.length > 600 || seen.has(raw)) continue;
      seen.add(raw);
      const bold = [...raw.matchAll(/_([^_]+)_/g)].map((m) => m[1]);
      labels.push({
        code: row.code,
        lang,
        text: raw.replace(/_/g, '').replace(/\s+/g, ' ').trim(),
        bold,
      });
      if (seen.size === perLang) break;
    }
  }
  return labels;
}

// Allergen words packs print in bold (EU 1169/2011 Art. 21), in the four languages.
const ALLERGEN =
  /\p{L}*(milch|butter|käse|rahm|sahne|weizen|gerste|roggen|dinkel|hafer|soja|sellerie|senf|sesam|lait|beurre|fromage|crème|blé|orge|seigle|épeautre|avoine|céleri|moutarde|sésame|latte|burro|formaggio|panna|frumento|grano|orzo|segale|farro|avena|sedano|senape|milk|cheese|cream|wheat|barley|rye|oats|celery|mustard|sesame|gluten|glutine|egg|eier|œuf|uova)\p{L}*/giu;

const FONTS = ['DejaVu Sans', 'DejaVu Sans Condensed', 'DejaVu Serif', 'DejaVu Serif Condensed'];
const BACKGROUNDS = [
  { paper: '#ffffff', ink: '#111111' },
  { paper: '#f6f0dc', ink: '#2a2218' },
  { paper: '#fff7c2', ink: '#1d1d1d' },
  { paper: '#1f4d2b', ink: '#f4f4ec' }, // dark packs print light text
  { paper: '#24305e', ink: '#ffffff' },
  { paper: '#e8eef2', ink: '#1e2a33' },
];

/** A deterministic, varied style for label number `i`: 6–9 pt, narrow columns, tilt, blur, JPEG. */
export function styleFor(i) {
  return {
    font: FONTS[i % FONTS.length],
    pt: 6 + (i % 7) * 0.5,
    width: 170 + ((i * 37) % 150),
    ...BACKGROUNDS[(i * 5) % BACKGROUNDS.length],
    rotate: (((i * 13) % 9) - 4) * 0.5, // −2° … +2°
    blur: [0, 0.3, 0.5, 0.7][(i * 7) % 4],
    quality: 55 + ((i * 11) % 35),
  };
}

const escape = (s) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);

export function labelHtml(label, style) {
  const body = escape(label.text).replace(ALLERGEN, '<b>$&</b>');
  return `<body style="margin:0;background:#8a8577"><div id="label" style="margin:24px;display:inline-block;width:${style.width}px;padding:10px 12px;background:${style.paper};color:${style.ink};font-family:'${style.font}';font-size:${style.pt}pt;line-height:1.25;text-align:justify;hyphens:auto;transform:rotate(${style.rotate}deg);filter:blur(${style.blur}px)" lang="${label.lang}">${body}</div></body>`;
}

/**
 * The label as a photo-like JPEG (the page's device scale sets the resolution on the pack), then
 * through `normalise` — the web app's own pixel preparation — in a canvas, as the scan page does.
 */
export async function renderLabel(page, label, style, normalise) {
  await page.setContent(labelHtml(label, style));
  const box = await page.locator('#label').boundingBox();
  const jpeg = await page.screenshot({
    type: 'jpeg',
    quality: style.quality,
    clip: { x: 0, y: 0, width: box.x + box.width + 24, height: box.y + box.height + 24 },
  });
  const png = await page.evaluate(
    async ({ src, normaliseSource }) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      new Function(`return (${normaliseSource})`)()(pixels.data);
      context.putImageData(pixels, 0, 0);
      return canvas.toDataURL('image/png');
    },
    {
      src: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
      normaliseSource: normalise.toString(),
    },
  );
  return Buffer.from(png.split(',')[1], 'base64');
}
