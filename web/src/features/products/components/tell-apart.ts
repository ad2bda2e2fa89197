import type { ProductSummary } from '../types';

/**
 * For cards a list would show identically (same name, brand, range and quantity: "Apfelsaft" four
 * times), what tells each apart: its description when the identical ones differ in it, else the
 * barcode's last digits, which the shopper can compare with the pack. Keyed by product id; cards
 * that are not identical to another get nothing.
 */
export function tellApart(
  products: ProductSummary[],
  shownAs: (product: ProductSummary) => string,
  barcodeEnding: (digits: string) => string,
): Map<number, string> {
  const groups = new Map<string, ProductSummary[]>();
  for (const p of products) {
    const key = shownAs(p);
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const out = new Map<number, string>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const description = (p: ProductSummary) =>
      p.description && p.description !== p.quantity ? p.description : '';
    const distinct = new Set(group.map(description)).size === group.length;
    for (const p of group)
      out.set(
        p.id,
        distinct && description(p) ? description(p) : barcodeEnding(p.barcode.slice(-4)),
      );
  }
  return out;
}
