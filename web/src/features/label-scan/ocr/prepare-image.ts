import { normaliseLabelPixels } from './normalise-pixels';

/** A part of the photo to read, in fractions of its width and height (0–1). */
export interface Crop {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
export const FULL_PHOTO: Crop = { left: 0, top: 0, right: 1, bottom: 1 };

/** Phone photos are 12+ megapixels; text recognition needs far fewer and runs much faster on them. */
const MAX_SIDE = 2400;

/**
 * The cropped photo on a canvas, upright (EXIF orientation applied), at most MAX_SIDE pixels on
 * its longer side, in grey levels with dark text (normaliseLabelPixels). It never leaves the device: the canvas goes to the recogniser in this tab.
 */
export async function preparePhoto(photo: Blob, crop: Crop): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  const sx = Math.round(bitmap.width * crop.left);
  const sy = Math.round(bitmap.height * crop.top);
  const sw = Math.max(1, Math.round(bitmap.width * (crop.right - crop.left)));
  const sh = Math.max(1, Math.round(bitmap.height * (crop.bottom - crop.top)));
  const scale = Math.min(1, MAX_SIDE / Math.max(sw, sh));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(sw * scale);
  canvas.height = Math.round(sh * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(bitmap, sx, sy, sw, sh, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  normaliseLabelPixels(pixels.data);
  context.putImageData(pixels, 0, 0);
  return canvas;
}
