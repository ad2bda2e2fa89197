import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitList, splitPart, type RawItem } from './split-list';
import { firstEventAt, scanList } from './list-events';
import { createScratch } from '../scratch';

/** The working space every split here shares (a sub-list is cut from its list's events). */
const s = createScratch();

// A sub-list is cut at the events of the whole list (its chars are not read again): its items must
// be exactly those of the sub-list split alone, at every level, or a nested ingredient would change.
type Cut = { text: string; at: number; items: RawItem[] };

/** Every group of a list, at every level, cut from the list's events (splitPart). */
function cutFromList(list: string): Cut[] {
  const cuts: Cut[] = [];
  const walk = (items: RawItem[]) => {
    for (const item of items)
      item.inner.forEach((group, g) => {
        const at = item.at[g] as number;
        expect(list.slice(at, at + group.length)).toBe(group);
        const part = { text: group, at, items: splitPart(group, at, s) };
        cuts.push(part);
        walk(part.items);
      });
  };
  walk(splitList(list, undefined, s));
  return cuts;
}

/** The same sub-list split alone, its groups' places moved to where it starts in the list. */
function alone(cut: Cut): RawItem[] {
  return splitList(cut.text, undefined, s).map((item) => ({
    ...item,
    at: item.at.map((a) => a + cut.at),
  }));
}

const expectSame = (list: string) => {
  const cuts = cutFromList(list);
  for (const cut of cuts) expect(cut.items, cut.text).toEqual(alone(cut));
  return cuts.length;
};

describe('splitPart', () => {
  it('cuts the sub-lists of real lists as if each were split alone', () => {
    // Quoted as found in ../shared/data (OFF and Lifyzer ingredient texts).
    const lists = [
      'Vollmilchschokolade 64% (Zucker, Kakaobutter, Magermilchpulver), Haselnüsse*: 20%',
      'fromages (édam (18,6%)* mozzarella (12%)* chèvre), Yogurt di_latte_ intero',
      'Lait (homogénéisé, pasteurisé [Suisse], sucre, mandarines 7%, amidon modifié',
      '_fromages_ (29,8 %)* (_mozzarella_ (10 %)*, emmental (8 %)*), tomates',
      'Garniture (46 %): fromages (ÉDAM (18,6%)*, MOZZARELLA (12%)), sauce tomate',
    ];
    for (const list of lists) expect(expectSame(list)).toBeGreaterThan(0);
  });

  it('reads a sub-list’s ends as its own ends, not as the brackets around it', () => {
    // A full stop or a star at a group's end, a slash or dashes inside one, an unclosed one.
    for (const list of [
      'Salz (Meersalz, Jod.), Zucker',
      'fromages (édam (18%)* mozzarella (12%)*), sel',
      'Milch (Kuh / Ziege), Öl (Raps/)',
      'Obst (Apfel - Birne - Quitte - Pflaume), Nüsse',
      'a (b [c} d) e, f (g (h, i',
      'MILCH (MAGERMILCH, SAHNE) (AB, CDE)',
    ])
      expect(expectSame(list)).toBeGreaterThan(0);
  });

  it('holds for any text made of the chars the split reads', () => {
    const chars = fc.constantFrom(
      ...'aAbBCD ,;.-/*%:_()[]{}\n\t•·|¦0123456789'.split(''),
      '  ',
      ' - ',
      'É',
      'ß',
    );
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 40 }), (parts) => {
        expectSame(parts.join(''));
      }),
      { numRuns: 2000 },
    );
  });

  it('scans a text that is no part of the list above its events, and takes it off', () => {
    splitList('Zucker (Rohr), Salz', undefined, s);
    const size = s.events.size;
    expect(splitPart('Milch, Sahne (35%)', -1, s).map((i) => i.name)).toEqual(['Milch', 'Sahne']);
    expect(s.events.size).toBe(size);
    expect(splitPart('Rohr', 8, s).map((i) => i.name)).toEqual(['Rohr']);
  });
});

describe('scanList', () => {
  it('keeps the places of the chars that matter and of runs of three capitals, in order', () => {
    s.events.size = 0;
    scanList('ab (MILCH), c%', undefined, s.events);
    s.events.list = s.events.size;
    // "(" at 3, the run of capitals is complete at 6 (odd: a run), ")" at 9, "," at 10, "%" at 13.
    expect([...s.events.at.subarray(0, s.events.size)]).toEqual([6, 13, 18, 20, 26]);
    expect(firstEventAt(0, s.events)).toBe(0);
    expect(firstEventAt(4, s.events)).toBe(1);
    expect(firstEventAt(7, s.events)).toBe(2);
    expect(firstEventAt(14, s.events)).toBe(5);
  });

  it('grows its buffer for a list longer than any before', () => {
    const list = `${'Zucker, '.repeat(400)}Salz`;
    expect(splitList(list, undefined, s)).toHaveLength(401);
  });
});
