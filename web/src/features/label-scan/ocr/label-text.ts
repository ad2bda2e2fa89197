// What the recogniser read, as the scan page shows it: one text to edit, the words it is unsure of.
// Pure (no tesseract.js import), so the web, its tests and bench/label-scan.mjs share it.

/** Below this word confidence (0–100) a word is marked for the user to check. */
export const UNSURE_BELOW = 70;

export interface ReadWord {
  text: string;
  confidence: number;
}

export interface LabelText {
  text: string;
  /** Words to check, in reading order, without repeats. */
  unsure: string[];
  /** Mean word confidence, 0–100 (0 when nothing was read). */
  confidence: number;
}

/** The parts of tesseract.js's page result this module reads. */
export interface PageLike {
  text: string;
  blocks?:
    { paragraphs: { lines: { words: { text: string; confidence: number }[] }[] }[] }[] | null;
}

/**
 * A label's lines as one ingredient text: a word split at a line end ("Weizen-⏎mehl") is joined,
 * keeping the hyphen before a capital ("Milch-⏎Schokolade"); line breaks become spaces.
 */
export function cleanOcrText(raw: string): string {
  return raw
    .replace(/(\p{L})[-‐‑]\s*\n\s*(\p{Ll})/gu, '$1$2')
    .replace(/(\p{L})[-‐‑]\s*\n\s*(\p{Lu})/gu, '$1-$2')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/[ \t\u00a0]+/g, ' ')
    .trim();
}

/** True when a text has something to judge: at least one word of three letters. */
export const hasReadableText = (text: string) => /\p{L}{3}/u.test(text);

export function toLabelText(page: PageLike): LabelText {
  const words: ReadWord[] = (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)),
  );
  const unsure = new Set<string>();
  for (const word of words) {
    // Punctuation around a word ("Weizenmeh1,") is not what the user should check.
    const text = word.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (word.confidence < UNSURE_BELOW && /\p{L}/u.test(text)) unsure.add(text);
  }
  const confidence = words.length
    ? words.reduce((sum, word) => sum + word.confidence, 0) / words.length
    : 0;
  return { text: cleanOcrText(page.text), unsure: [...unsure], confidence };
}
