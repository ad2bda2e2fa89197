import { useMutation } from '@tanstack/react-query';
import type { VerdictReport, VerdictReportCreate } from '@safeshelf/contract';
import { apiRequest } from '#web/lib/api-client.ts';

export const createReport = (body: VerdictReportCreate) =>
  apiRequest<VerdictReport>('/api/verdict-reports/', { method: 'POST', body });

export const useCreateReport = () => useMutation({ mutationFn: createReport });
