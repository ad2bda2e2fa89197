// A lookbehind put after the words it guards, for speed: `words(?<!\p{L}words)` matches what
// `(?<!\p{L})words` matches, when no word `words` matches ends with another (then the words just
// matched are the only ones the lookbehind can find, and it asks what the other asked of their
// start). The expression then starts with its words, whose first letters the engine looks for,
// instead of trying a lookbehind at every position of the text (word-first.test.ts checks it).

/** An expression for `words` (a group, no captures) with no letter right before them. */
export const wordsAfterNoLetter = (words: string) => `${words}(?<!\\p{L}${words})`;
