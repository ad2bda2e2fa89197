import { describe, expect, it } from 'vitest';
import { hashName, NameMemo, NOISE, NOISE_KNOWN, ORIGIN_KNOWN } from './name-memo';

const match = (ids: string[]) => ({ ids, words: 1, unknownWords: 0 });

describe('NameMemo', () => {
  it('finds a name again from another string with the same text (a slice of another list)', () => {
    const memo = new NameMemo(1000);
    const at = memo.entryOf('farine de blé');
    const list = 'Zucker, farine de blé, Salz';
    expect(memo.entryOf(list.slice(8, 21))).toBe(at);
    expect(memo.entryOf('farine de blé ')).not.toBe(at);
    expect(memo.size).toBe(2);
  });

  it('keeps what is known per name: origin and noise flags, and a match per language', () => {
    const memo = new NameMemo(1000);
    const zucker = memo.entryOf('Zucker');
    const suisse = memo.entryOf('Suisse');
    expect(memo.flags(zucker)).toBe(0);
    memo.setFlags(suisse, ORIGIN_KNOWN | NOISE_KNOWN | NOISE);
    memo.setMatch(zucker, 'de', match(['en:sugar']));
    expect(memo.flags(memo.entryOf('Suisse'))).toBe(ORIGIN_KNOWN | NOISE_KNOWN | NOISE);
    expect(memo.match(memo.entryOf('Zucker'), 'de')?.ids).toEqual(['en:sugar']);
    expect(memo.match(zucker, 'fr')).toBeUndefined();
  });

  it('still finds every name after its table has grown many times', () => {
    const memo = new NameMemo(100_000, 4);
    const names = Array.from({ length: 5000 }, (_, i) => `Zutat ${i}`);
    names.forEach((n, i) => memo.setMatch(memo.entryOf(n), 'de', match([`en:x${i}`])));
    expect(memo.size).toBe(5000);
    for (const [i, n] of names.entries())
      expect(memo.match(memo.entryOf(`${n}`), 'de')?.ids).toEqual([`en:x${i}`]);
  });

  it('starts afresh when the limit is reached, so a server judging for months stays bounded', () => {
    const memo = new NameMemo(3);
    for (const n of ['a', 'b', 'c']) memo.setFlags(memo.entryOf(n), ORIGIN_KNOWN);
    expect(memo.size).toBe(3);
    const d = memo.entryOf('d');
    expect(memo.size).toBe(1);
    expect(memo.flags(d)).toBe(0);
    expect(memo.flags(memo.entryOf('a'))).toBe(0);
  });

  it('finds long names and names beyond Latin-1, which are kept as strings', () => {
    const memo = new NameMemo(1000, 4);
    const long = 'Vollmilchschokolade mit Haselnüssen aus dem Piemont und Rosinen';
    const names = [long, 'Сахар', 'Zucker', 'œufs', 'crème'];
    const ats = names.map((n) => memo.entryOf(n));
    names.forEach((n, i) => memo.setFlags(memo.entryOf(n), i + 1));
    expect(names.map((n) => memo.flags(memo.entryOf(`${n} `.trimEnd())))).toEqual([1, 2, 3, 4, 5]);
    expect(memo.entryOf(long.slice(0, -1))).not.toBe(ats[0]);
    expect(memo.size).toBe(6);
  });

  it('reads the first match flat and keeps the others as objects', () => {
    const memo = new NameMemo(1000);
    const at = memo.entryOf('sale');
    memo.setMatch(at, 'it', { ids: ['en:salt'], words: 1, unknownWords: 0 });
    memo.setMatch(at, 'fr', { ids: [], words: 1, unknownWords: 1 });
    const counts = { words: -1, unknownWords: -1 };
    expect(memo.readFlat(at, 'it', counts)).toEqual(['en:salt']);
    expect(counts).toEqual({ words: 1, unknownWords: 0 });
    expect(memo.readFlat(at, 'fr', counts)).toBeUndefined();
    expect(memo.match(at, 'fr')?.unknownWords).toBe(1);
    expect(memo.match(at, 'de')).toBeUndefined();
  });

  it('keeps flags and the flat match side by side, and a match too long for the record whole', () => {
    const memo = new NameMemo(1000);
    const at = memo.entryOf('Suisse');
    memo.setFlags(at, ORIGIN_KNOWN);
    memo.setMatch(at, 'fr', { ids: [], words: 1, unknownWords: 1 });
    memo.setFlags(at, memo.flags(at) | NOISE_KNOWN | NOISE);
    const counts = { words: -1, unknownWords: -1 };
    expect(memo.readFlat(at, 'fr', counts)).toEqual([]);
    expect(counts).toEqual({ words: 1, unknownWords: 1 });
    expect(memo.flags(at)).toBe(ORIGIN_KNOWN | NOISE_KNOWN | NOISE);
    const ocr = memo.entryOf('OCR text');
    memo.setMatch(ocr, 'de', { ids: [], words: 3000, unknownWords: 2990 });
    expect(memo.readFlat(ocr, 'de', counts)).toBeUndefined();
    expect(memo.match(ocr, 'de')?.words).toBe(3000);
  });

  it('hashes equal texts alike and mixes in every code unit', () => {
    expect(hashName('Milch')).toBe(hashName('Milchpulver'.slice(0, 5)));
    expect(hashName('Milch')).not.toBe(hashName('milch'));
    expect(hashName('')).toBe(hashName(''));
  });
});
