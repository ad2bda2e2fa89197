/** The text with every trigger (case-insensitive) wrapped in <mark>, so the user sees which
 *  ingredient set off a check. The engine names the ingredient as it parsed it, which can differ
 *  from the printed text ("Lait écrémé de matière grasse" vs "Lait écrémé 1,5% de matière grasse"):
 *  then its longer words are marked instead. */
export function HighlightedText({ text, triggers }: { text: string; triggers: string[] }) {
  const terms = termsIn(text, triggers);
  if (terms.size === 0) return <>{text}</>;
  const escaped = [...terms]
    .sort((a, b) => b.length - a.length)
    .map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = text.split(new RegExp(`(${escaped.join('|')})`, 'gi'));
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className="rounded bg-amber-200 px-0.5 font-semibold text-slate-900">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** The triggers, or failing that their longer words, that the text holds (case-insensitive). */
export function termsIn(text: string, triggers: string[]): Set<string> {
  const lower = text.toLowerCase();
  const terms = new Set<string>();
  for (const trigger of triggers.map((value) => value.trim()).filter((value) => value.length > 1)) {
    if (lower.includes(trigger.toLowerCase())) terms.add(trigger);
    else
      for (const word of trigger.split(/[\s,;:()]+/))
        if (word.length >= 4 && lower.includes(word.toLowerCase())) terms.add(word);
  }
  return terms;
}
