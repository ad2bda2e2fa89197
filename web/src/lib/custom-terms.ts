/**
 * The one splitter of a user's own intolerances (registration and profile): "celery; ,Haselnüsse\n"
 * → ['celery', 'Haselnüsse'] — commas, semicolons or new lines, trimmed, empties and repeats dropped.
 * Each term is then matched on its own by the engine.
 */
export function splitCustomTerms(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,;\n]+/)
        .map((term) => term.trim())
        .filter(Boolean),
    ),
  ];
}
