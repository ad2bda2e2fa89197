/** The text with every trigger (case-insensitive) wrapped in <mark>, so the user sees which
 *  ingredient set off a warning. */
export function HighlightedText({ text, triggers }: { text: string; triggers: string[] }) {
  const terms = [...new Set(triggers.map((term) => term.trim()).filter((term) => term.length > 1))];
  if (terms.length === 0) return <>{text}</>;
  const escaped = terms.sort((a, b) => b.length - a.length).map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
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
