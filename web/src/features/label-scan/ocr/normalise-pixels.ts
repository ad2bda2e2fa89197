/**
 * Prepares a label photo's RGBA pixels for text recognition, in place: grey levels, then inverted
 * when the picture is mostly dark (light text on a dark pack), since the recogniser finds dark
 * text on a light ground far better. Self-contained (no outside names): bench/label-scan.mjs runs
 * this very function in Chromium on its rendered labels.
 */
export function normaliseLabelPixels(data: Uint8ClampedArray): void {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) {
    const grey = Math.round(0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!);
    data[i] = data[i + 1] = data[i + 2] = grey;
    sum += grey;
  }
  if (sum / (data.length / 4) >= 118) return;
  for (let i = 0; i < data.length; i += 4) data[i] = data[i + 1] = data[i + 2] = 255 - data[i]!;
}
