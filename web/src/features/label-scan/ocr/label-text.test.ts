import { describe, expect, it } from 'vitest';
import { cleanOcrText, hasReadableText, toLabelText } from './label-text';

describe('the text a label photo gives', () => {
  it('joins a word split at a line end and makes one line of the list', () => {
    expect(
      cleanOcrText('Zutaten: Weizen-\nmehl, Butter (28%),\nKäse (10%), Milch-\nSchokolade\n'),
    ).toBe('Zutaten: Weizenmehl, Butter (28%), Käse (10%), Milch-Schokolade');
    expect(cleanOcrText('farine de riz,\n\n  eau')).toBe('farine de riz, eau');
  });

  it('has readable text only with a word of three letters', () => {
    expect(hasReadableText('')).toBe(false);
    expect(hasReadableText(' | ~ . ii')).toBe(false);
    expect(hasReadableText('eau')).toBe(true);
  });

  it('marks the words the recogniser was unsure of, once each, with the mean confidence', () => {
    const word = (text: string, confidence: number) => ({ text, confidence });
    const result = toLabelText({
      text: 'Weizenmeh1, Salz,\nWeizenmeh1 12%\n',
      blocks: [
        {
          paragraphs: [
            {
              lines: [
                { words: [word('Weizenmeh1,', 41), word('Salz,', 96)] },
                { words: [word('Weizenmeh1,', 40), word('12%', 30)] },
              ],
            },
          ],
        },
      ],
    });
    expect(result.text).toBe('Weizenmeh1, Salz, Weizenmeh1 12%');
    // "12%" has no letter: nothing to correct in an ingredient name.
    expect(result.unsure).toEqual(['Weizenmeh1']);
    expect(result.confidence).toBeCloseTo(51.75);
    expect(toLabelText({ text: '', blocks: null })).toEqual({
      text: '',
      unsure: [],
      confidence: 0,
    });
  });
});
