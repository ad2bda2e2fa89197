import type { ReactNode } from 'react';

/** The text with every trigger (case-insensitive) wrapped in <mark>, so the user sees which
 *  ingredient set off a check. Only whole words are marked: "Butter" leaves "Butterli" alone (issue
 *  31.10). The engine names the ingredient as it parsed it, which can differ from the printed text
 *  ("Lait écrémé de matière grasse" vs "Lait écrémé 1,5% de matière grasse"): then its longer words
 *  are marked, but only within the one ingredient of the list that holds the most of them, not
 *  wherever else such a word appears. */
export function HighlightedText({ text, triggers }: { text: string; triggers: string[] }) {
  const ranges = marksIn(text, triggers);
  if (ranges.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded bg-amber-200 px-0.5 font-semibold text-slate-900">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

type Range = [start: number, end: number];

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the term stands in text[from, to) as a whole word (no letter or digit either side). */
function wholeWords(text: string, term: string, from = 0, to = text.length): Range[] {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(term)}(?![\\p{L}\\p{N}])`, 'giu');
  const found: Range[] = [];
  for (const match of text.slice(from, to).matchAll(pattern))
    found.push([from + match.index, from + match.index + match[0].length]);
  return found;
}

/** The ingredients of a list: split at a comma or semicolon that a space follows ("1,5%" stays). */
function itemsOf(text: string): Range[] {
  const items: Range[] = [];
  let start = 0;
  for (const match of text.matchAll(/[,;](?=\s)/g)) {
    items.push([start, match.index]);
    start = match.index + 1;
  }
  items.push([start, text.length]);
  return items;
}

/** The places to mark for the triggers, sorted and without overlaps. */
export function marksIn(text: string, triggers: string[]): Range[] {
  const found: Range[] = [];
  for (const trigger of triggers.map((value) => value.trim()).filter((value) => value.length > 1)) {
    const whole = wholeWords(text, trigger);
    if (whole.length > 0) {
      found.push(...whole);
      continue;
    }
    const words = [...new Set(trigger.split(/[\s,;:()]+/).filter((word) => word.length >= 4))];
    let best: Range[] = [];
    let bestWords = 0;
    for (const [from, to] of itemsOf(text)) {
      const inItem = words.map((word) => wholeWords(text, word, from, to));
      const count = inItem.filter((ranges) => ranges.length > 0).length;
      if (count > bestWords) [best, bestWords] = [inItem.flat(), count];
    }
    found.push(...best);
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Range[] = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range[0] < last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}
