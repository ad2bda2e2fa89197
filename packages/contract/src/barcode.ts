// What counts as a barcode typed into the search box, shared by the server (which looks it up)
// and the web app (which says so when nothing has it). No zod: `@safeshelf/contract/barcode`.

/** The retail barcodes printed on packs: EAN-8, UPC-A (12 digits) and EAN-13. */
const PRINTED = /^(?:\d{8}|\d{12}|\d{13})$/;

/**
 * The barcode a search text is, as digits, or null for any other text. Spaces are allowed, as the
 * digits are grouped under the bars ("7 610200 005153"); 9–11 or 14 digits are no printed code.
 */
export function barcodeOfSearch(text: string): string | null {
  const digits = text.replace(/\s+/g, '');
  return PRINTED.test(digits) ? digits : null;
}
