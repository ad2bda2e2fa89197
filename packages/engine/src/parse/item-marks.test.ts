import { describe, expect, it } from 'vitest';
import { isOnlyClaim, unglue } from './item-marks';

describe('unglue', () => {
  it.each([
    ['di_latte_ intero', 'di latte intero'],
    ['Yogurt di_latte_intero', 'Yogurt di latte intero'],
    ['_Latte_parzialmente scremato', 'Latte parzialmente scremato'],
    // A suffix of one or two letters stays glued: it ends the word, it is no word of its own.
    ['_beurr_e', 'beurre'],
    ['_lait_', 'lait'],
    // Letters outside the Basic Multilingual Plane (mathematical bold) count as letters after it.
    ['x_lait_𝐞𝐧𝐭𝐢𝐞𝐫', 'x lait 𝐞𝐧𝐭𝐢𝐞𝐫'],
    ['𝐥𝐚𝐢𝐭_x_', '𝐥𝐚𝐢𝐭x'],
    // Glued by stars only: nothing to space (the stars are taken out after unglue).
    ['Latte intero*', 'Latte intero*'],
  ])('%s → %s', (name, expected) => {
    expect(unglue(name)).toBe(expected);
  });
});

describe('isOnlyClaim', () => {
  it('finds a group that only says what is absent', () => {
    expect(isOnlyClaim('naturellement sans lactose')).toEqual({ topics: ['lactose'], reduced: [] });
  });

  it('leaves a group that also names an ingredient', () => {
    expect(isOnlyClaim('lait sans lactose, sucre')).toBeUndefined();
  });
});
