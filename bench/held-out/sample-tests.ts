// Tests that choose which products the held-out sample reads (never what they are labelled):
// regular expressions over a product's names and ingredient texts.
import type { MergedProduct } from '../../server/src/modules/catalogue/index.js';
import { namesOf, textsOf } from './catalogue.js';
import { guessListLang } from './list-lang.js';

/** A product with its names and its ingredient texts, each joined into one string. */
export type SampleTest = (p: MergedProduct, names: string, text: string) => boolean;

export const re = (source: string) => new RegExp(source, 'iu');
export const inName = (pattern: string) => {
  const r = re(pattern);
  return (_: MergedProduct, names: string) => r.test(names);
};
export const inText = (pattern: string, unless?: string) => {
  const r = re(pattern);
  const not = unless ? re(unless) : null;
  return (_: MergedProduct, __: string, text: string) => r.test(text) && !not?.test(text);
};
export const noList = (_: MergedProduct, __: string, text: string) => text === '';
export const listIn = (lang: string) => (_: MergedProduct, __: string, text: string) =>
  text !== '' && guessListLang(text) === lang;

const TRACE = '(traces?|spuren|tracce|may contain|peut contenir|kann|può contenere|puede contener)';
/** The term's words in the ingredients, but not only in a trace statement. */
export const hasItem = (item: string) => {
  const r = re(item);
  const trace = re(`${TRACE}[^.;]{0,120}(${item})`);
  return (_: MergedProduct, __: string, text: string) =>
    r.test(text.replace(new RegExp(trace.source, 'giu'), ''));
};
export const tracesOf = (item: string) => inText(`${TRACE}[^.;]{0,120}(${item})`);
export const without = (pattern: string, ...not: string[]) => {
  const r = re(pattern);
  const nots = not.map(re);
  return (_: MergedProduct, __: string, text: string) =>
    r.test(text) && !nots.some((n) => n.test(text));
};
/** A list of some length that names none of the words (read by the labeller for completeness). */
export const cleanList = (...not: string[]) => {
  const nots = not.map(re);
  return (_: MergedProduct, __: string, text: string) =>
    text.length > 40 && !nots.some((n) => n.test(text));
};
export const namedNoList = (pattern: string) => {
  const r = re(pattern);
  return (_: MergedProduct, names: string, text: string) => text === '' && r.test(names);
};

/** The item only in a trace statement, not in the ingredients. */
export const onlyTraces = (item: string): SampleTest => {
  const inTraces = tracesOf(item);
  const inList = hasItem(item);
  return (p, names, text) => inTraces(p, names, text) && !inList(p, names, text);
};

/**
 * Walks strata in order; each takes the first `n` products of `order` that pass its test and that
 * no stratum before it took.
 */
export function takeStrata(
  order: MergedProduct[],
  strata: { name: string; n: number; test: SampleTest }[],
): { code: string; name: string }[] {
  const joined = new Map<MergedProduct, [string, string]>();
  const taken = new Set<string>();
  const out: { code: string; name: string }[] = [];
  for (const stratum of strata) {
    let count = 0;
    for (const p of order) {
      if (count === stratum.n) break;
      if (taken.has(p.code)) continue;
      let texts = joined.get(p);
      if (!texts) joined.set(p, (texts = [namesOf(p).join(' | '), textsOf(p).join(' | ')]));
      if (!stratum.test(p, ...texts)) continue;
      taken.add(p.code);
      out.push({ code: p.code, name: stratum.name });
      count++;
    }
  }
  return out;
}
