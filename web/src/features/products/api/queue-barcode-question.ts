import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { queueAction } from '#web/lib/offline/outbox.ts';

/** A barcode the phone does not keep, asked again as soon as it is back online (issue 32). */
export const queueBarcodeQuestion = (code: string) =>
  queueAction({
    kind: 'question',
    barcode: code,
    request: { method: 'GET', path: apiUrl(endpoints.getProductByBarcode, { code }) },
  });
