/** Renders a translated text whose paragraphs are separated by blank lines. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index} className="mt-3 leading-relaxed first:mt-0">
          {paragraph}
        </p>
      ))}
    </>
  );
}
