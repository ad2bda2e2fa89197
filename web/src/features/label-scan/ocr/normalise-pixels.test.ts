import { describe, expect, it } from 'vitest';
import { normaliseLabelPixels } from './normalise-pixels';

const pixels = (...rgb: [number, number, number][]) =>
  new Uint8ClampedArray(rgb.flatMap(([r, g, b]) => [r, g, b, 255]));

describe('label pixels before text recognition', () => {
  it('turns a light label into grey levels, keeping dark text dark', () => {
    const data = pixels([255, 247, 194], [255, 247, 194], [255, 247, 194], [20, 20, 20]);
    normaliseLabelPixels(data);
    expect([data[0], data[1], data[2], data[12]]).toEqual([243, 243, 243, 20]);
  });

  it('inverts a dark pack with light text, so the text becomes dark on light', () => {
    const data = pixels([31, 77, 43], [31, 77, 43], [31, 77, 43], [244, 244, 236]);
    normaliseLabelPixels(data);
    expect(data[0]).toBeGreaterThan(180);
    expect(data[12]).toBeLessThan(20);
    expect(data[15]).toBe(255);
  });
});
