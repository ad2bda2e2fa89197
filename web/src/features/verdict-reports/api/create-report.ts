import { useMutation } from '@tanstack/react-query';
import type { VerdictReport, VerdictReportCreate } from '@safeshelf/contract';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';
import { isNetworkError } from '#web/lib/offline/kept.ts';
import { queueAction } from '#web/lib/offline/outbox.ts';

export const createReport = (body: VerdictReportCreate) =>
  apiRequest<VerdictReport>(apiUrl(endpoints.createVerdictReport), { method: 'POST', body });

/** Sent, or (without signal) waiting on the phone to be sent in order when it is back online. */
export type ReportOutcome = 'sent' | 'queued';

async function sendOrQueue(body: VerdictReportCreate): Promise<ReportOutcome> {
  try {
    await createReport(body);
    return 'sent';
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    await queueAction({
      kind: 'report',
      product_id: body.product_id,
      my_product_id: body.my_product_id,
      request: { method: 'POST', path: apiUrl(endpoints.createVerdictReport), body },
    });
    return 'queued';
  }
}

export const useCreateReport = () => useMutation({ mutationFn: sendOrQueue });
