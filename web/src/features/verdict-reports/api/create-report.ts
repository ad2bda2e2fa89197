import { useMutation } from '@tanstack/react-query';
import type { VerdictReport, VerdictReportCreate } from '@safeshelf/contract';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';

export const createReport = (body: VerdictReportCreate) =>
  apiRequest<VerdictReport>(apiUrl(endpoints.createVerdictReport), { method: 'POST', body });

export const useCreateReport = () => useMutation({ mutationFn: createReport });
