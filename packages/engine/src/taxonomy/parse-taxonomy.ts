// Parser for the Open Food Facts taxonomy text format: blank-line-separated entries,
// first line `en:Canonical, synonym, …`, translations `de:…`, parents `< en:parent`,
// properties `allergens:en: en:milk`. Language-only entries (no en: line) keep their own prefix id.
import type { TaxonomyEntry } from '../knowledge';
import { READ_LANGS, type ReadLang } from '../types';
import { toTagId } from '../text/normalize';

const WANTED = new Set<string>(READ_LANGS);

function splitNames(rest: string): string[] {
  return rest
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Every name of an entry as a tag ("fr:saucissons"), for parents named by a synonym. */
type AliasSink = (tag: string) => void;

function parseBlock(
  lines: string[],
  withNames: boolean,
  alias: AliasSink | undefined,
): TaxonomyEntry | undefined {
  const parents: string[] = [];
  const names: Partial<Record<ReadLang, string[]>> = {};
  let id: string | undefined;
  let allergens: string[] | undefined;
  let scientific: string[] | undefined;
  for (const line of lines) {
    if (line.startsWith('<')) {
      parents.push(
        line
          .slice(1)
          .trim()
          .replace(/^(\w\w):\s*(.*)$/, (_m, l: string, n: string) => toTagId(l, n)),
      );
      continue;
    }
    if (withNames && id !== undefined && line.startsWith('la:')) {
      // Latin: one-word names are Latin words ("panis", "os", "pasta"), not species; a binomial
      // ("Salmo salar", "Katsuwonus pelamis") names the species in every language.
      const species = splitNames(line.slice(3)).filter((n) => /^\p{L}+(?: \p{L}+)+$/u.test(n));
      if (species.length > 0) scientific = species;
      continue;
    }
    if (line.charCodeAt(2) === 58) {
      // `xx:names` — only the first line (the id) and the languages we read are split.
      const lang = line.slice(0, 2);
      const wanted = withNames && WANTED.has(lang);
      const list = splitNames(line.slice(3));
      if (alias) for (const name of list) alias(toTagId(lang, name));
      if (id !== undefined && !wanted) continue;
      // A first name in a script the slug drops (Cyrillic "bg:…") would give the bare prefix "bg:",
      // one id for every such entry: the next name in Latin letters names the entry instead.
      const candidate = id === undefined && list[0] !== undefined ? toTagId(lang, list[0]) : '';
      if (candidate !== '' && !candidate.endsWith(':')) id = candidate;
      // A language may come twice ("fr:Canneberge crue, Cranberry crue" after the cranberry's
      // wikidata line): the later names are more names, not the entry's names (a later line with
      // a colon is a misfiled description, "en:description: SALVIA HISPANICA, commonly …").
      const earlier = names[lang as ReadLang];
      if (wanted && earlier === undefined) names[lang as ReadLang] = list;
      else if (wanted && !line.slice(3).includes(':')) earlier?.push(...list);
      continue;
    }
    const a = /^allergens:en:(.*)$/.exec(line);
    // "en:sesame seeds" names the allergen id "en:sesame-seeds".
    if (a) allergens = splitNames(a[1] as string).map((n) => toTagId(n.slice(0, 2), n.slice(3)));
  }
  if (id === undefined) return undefined;
  const entry: TaxonomyEntry = { id, names, parents };
  if (allergens) entry.allergens = allergens;
  if (scientific) entry.scientific = scientific;
  return entry;
}

/**
 * Parse a taxonomy file. `withNames: false` keeps only ids and parents. `synonymParents`: a parent
 * named by another name of its entry is found (categories.txt names 650 parents so).
 */
export function parseTaxonomy(
  text: string,
  withNames = true,
  synonymParents = false,
): TaxonomyEntry[] {
  const entries: TaxonomyEntry[] = [];
  // A parent may be named by any name of its entry, not only the first ("< fr:Saucissons" for the
  // entry "en:Cured sausages", whose French name is "Saucissons"): each name's tag → the entry.
  const byAlias = new Map<string, TaxonomyEntry>();
  let block: string[] = [];
  let aliases: string[] = [];
  const flush = () => {
    if (block.length > 0) {
      const e = parseBlock(
        block,
        withNames,
        synonymParents ? (tag) => aliases.push(tag) : undefined,
      );
      if (e) {
        entries.push(e);
        for (const tag of aliases) if (!byAlias.has(tag)) byAlias.set(tag, e);
      }
      block = [];
      aliases = [];
    }
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') flush();
    else if (line.startsWith('#') || line.startsWith('synonyms:') || line.startsWith('stopwords:'))
      continue;
    else block.push(line);
  }
  flush();
  if (!synonymParents) return entries;
  const ids = new Set(entries.map((e) => e.id));
  for (const e of entries) {
    if (e.parents.every((p) => ids.has(p))) continue;
    const resolved = e.parents.map((p) => (ids.has(p) ? p : (byAlias.get(p)?.id ?? p)));
    e.parents = [...new Set(resolved)].filter((p) => p !== e.id);
  }
  return entries;
}
