import type { VerdictReportRow } from './repository.js';

export interface ReportGroup {
  product: string;
  reason: string;
  reports: {
    intolerance: string;
    color: string;
    /** The engine's reason codes for the reported intolerance in the verdict that was shown. */
    codes: string[];
    comment: string | null;
    engine: string;
    at: string;
  }[];
}

const productLabel = (r: VerdictReportRow) =>
  r.productCode
    ? `${r.productCode} ${r.productName ?? ''}`.trim()
    : `own label: ${r.productName ?? (r.ingredientsText ?? '').slice(0, 60)}`;

/** Reports grouped by product and reason code, the largest groups first. */
export function groupVerdictReports(rows: VerdictReportRow[]): ReportGroup[] {
  const groups = new Map<string, ReportGroup>();
  for (const r of rows) {
    const product = productLabel(r);
    const key = `${product}\u0000${r.reason}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { product, reason: r.reason, reports: [] }));
    group.reports.push({
      intolerance: r.intolerance,
      color: r.dietColor,
      codes: [
        ...new Set(r.checks.filter((c) => c.intolerance === r.intolerance).map((c) => c.code)),
      ],
      comment: r.comment,
      engine: r.engineFingerprint.slice(0, 12),
      at: r.createdAt.toISOString(),
    });
  }
  return [...groups.values()].sort(
    (a, b) => b.reports.length - a.reports.length || a.product.localeCompare(b.product),
  );
}

/** The groups as text for a terminal. */
export function formatReportGroups(groups: ReportGroup[]): string {
  if (groups.length === 0) return 'No verdict reports yet.';
  return groups
    .map((g) =>
      [
        `${g.product} — ${g.reason} (${g.reports.length})`,
        ...g.reports.map(
          (r) =>
            `  ${r.at.slice(0, 16)} ${r.intolerance}: shown ${r.color} [${r.codes.join(', ') || '—'}] engine ${r.engine}${r.comment ? ` — “${r.comment}”` : ''}`,
        ),
      ].join('\n'),
    )
    .join('\n\n');
}
