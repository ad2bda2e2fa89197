/** "celery, hazelnuts" → ['celery', 'hazelnuts']: each custom term is matched on its own. */
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
