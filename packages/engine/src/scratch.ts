// The working space of one judging call, in one object passed down explicitly (issue 26 point 3):
// reused buffers that spare the hot path its allocations, none of them kept at module level. The
// engine (engine.ts) takes a scratch for each call and gives it back after, so a call that starts
// while another is under way (re-entered, or from another engine in the same worker) gets its own.
import type { Check } from './types';
import type { IdsInfo } from './analyze/ids-info';
import type { ListLetters } from './parse/list-events';
import type { RawItem } from './parse/split-list';
import type { ReadLevel } from './parse/list-types';
import type { ItemFacts } from './parse/count-item';
import type { WordCounts } from './match/matcher-types';
import type { MessageParams } from './verdict/message-types';

export interface Scratch {
  /** The list being split: its events (list-events.ts), the first `list` of them the whole list's. */
  events: { at: Int32Array; size: number; list: number };
  /** split-list.ts: the open brackets of the list being cut; whether it holds a doubled space. */
  opened: number[];
  plain: { list: boolean };
  /** cut-items.ts: the items cut so far, and where spaces may next need folding. */
  cut: { items: RawItem[]; size: number };
  fold: { at: number };
  /** parse-list.ts: the letters of the list, the items read of the levels being parsed. */
  letters: ListLetters;
  read: ReadLevel;
  /** read-item.ts and count-item.ts: what the item being read says; its name's word counts. */
  facts: ItemFacts;
  counts: WordCounts;
  /** Language markers counted per MARKED_LANGS index (lang-markers.ts, scan-markers.ts). */
  markers: Int32Array<ArrayBuffer>;
  /** collect-hits.ts: every node's IdsInfo in walk order; the hit lists' lengths per parent. */
  infos: IdsInfo[];
  lengths: number[];
  /** amounts.ts: stated shares per level, per node max, min and flags, and whose they are. */
  shares: Float64Array;
  values: Float64Array;
  amountsOf: object | undefined;
  /** judge.ts: the message being rendered, the checks shown, the checks by type. */
  params: MessageParams;
  shownCodes: string[];
  shownTriggers: string[];
  sorted: [danger: Check[], warning: Check[], safe: Check[]];
  sortedCount: number[];
}

export function createScratch(): Scratch {
  return {
    events: { at: new Int32Array(1024), size: 0, list: 0 },
    opened: [],
    plain: { list: true },
    cut: { items: [], size: 0 },
    fold: { at: 0 },
    letters: { capitals: 0, small: 0 },
    read: { nodes: [], inner: [], innerAt: [], percent: [], unread: [], size: 0 },
    facts: {
      emphasized: false,
      freeFrom: undefined,
      lowIn: undefined,
      percent: undefined,
      minPercent: undefined,
      afterSlash: false,
    },
    counts: { words: 0, unknownWords: 0 },
    markers: new Int32Array(4),
    infos: [],
    lengths: [],
    shares: new Float64Array(256),
    values: new Float64Array(3 * 64),
    amountsOf: undefined,
    params: { t: '', n: '', g: '', d: '' },
    shownCodes: [],
    shownTriggers: [],
    sorted: [[], [], []],
    sortedCount: [0, 0, 0],
  };
}

/**
 * Scratch for each call, reused: a call takes one (a new one only when all are in use, as when a
 * call starts inside another) and gives it back when done.
 */
export class ScratchPool {
  private readonly spare: Scratch[] = [];

  take(): Scratch {
    return this.spare.pop() ?? createScratch();
  }

  give(scratch: Scratch): void {
    this.spare.push(scratch);
  }
}
