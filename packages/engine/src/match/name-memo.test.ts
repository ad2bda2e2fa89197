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

  it('refuses a limit its packed slots cannot number', () => {
    expect(() => new NameMemo(300_000)).toThrow(/at most/);
    expect(new NameMemo(200_000).size).toBe(0);
  });

  it('hashes equal texts alike and mixes in every code unit', () => {
    expect(hashName('Milch')).toBe(hashName('Milchpulver'.slice(0, 5)));
    expect(hashName('Milch')).not.toBe(hashName('milch'));
    expect(hashName('')).toBe(hashName(''));
  });
});
