import type { ImportReport } from './import-catalogue.js';

/** The import report as printed by the CLI and logged at start-up. */
export function formatImportReport(r: ImportReport, maxIssues: number): string[] {
  const lines = r.files.map(
    (f) =>
      `${f.file}: ${f.rows} rows, ${f.accepted} accepted, ${f.skipped} skipped, ${f.notSwiss} not Swiss`,
  );
  lines.push(
    `products: ${r.products} merged from new or changed rows, ${r.written} written, ${r.unmapped} of them without a category; ` +
      `catalogue: ${r.totalProducts} products, ${r.totalUnmapped} without a category; ` +
      `${r.skipped} rows skipped, ${r.droppedValues} absurd values dropped; ` +
      `${(r.durationMs / 1000).toFixed(1)} s (${Math.round(r.products / Math.max(r.durationMs / 1000, 0.001))} products/s)`,
  );
  if (r.rejudged)
    lines.push(
      `diet engine changed: every product judged again, ${r.dietChanged} with other diet tokens`,
    );
  for (const i of r.issues.slice(0, maxIssues))
    lines.push(`  ${i.file.split('/').pop()}:${i.line}: ${i.reason}`);
  if (r.issues.length > maxIssues) {
    lines.push(
      `  … ${r.issues.length - maxIssues} more skipped rows or dropped values (\`npm run import\` lists them)`,
    );
  }
  return lines;
}
