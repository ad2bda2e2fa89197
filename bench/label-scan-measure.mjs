// Measures for bench/label-scan.mjs.

/** Levenshtein distance over code points, in O(min) memory. */
export function editDistance(a, b) {
  const s = [...a];
  const t = [...b];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++)
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (s[i - 1] === t[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[t.length];
}

const normalise = (text) => text.replace(/\s+/g, ' ').trim();

/** 1 − edit distance / length of the original, whitespace runs counted as one space; never below 0. */
export function characterAccuracy(original, read) {
  const a = normalise(original);
  return Math.max(0, 1 - editDistance(a, normalise(read)) / Math.max(1, a.length));
}

const START = '<!-- label-scan:start -->';
const END = '<!-- label-scan:end -->';

/** RESULTS.md with the label-scan section's generated part replaced (or the section appended). */
export function replaceSection(results, body) {
  const block = `${START}\n${body}${END}`;
  if (results.includes(START))
    return results.replace(new RegExp(`${START}[\\s\\S]*?${END}`), block);
  return `${results.trimEnd()}\n\n## Label scan (issue 16)\n\n${block}\n`;
}
