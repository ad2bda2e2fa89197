import { useMutation } from '@tanstack/react-query';
import type { AccountExport } from '@safeshelf/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export const exportAccount = () => apiRequest<AccountExport>(apiUrl(endpoints.exportAccount));

/** Fetches the export and hands it to the browser as a JSON download. */
export const useExportAccount = () =>
  useMutation({
    mutationFn: exportAccount,
    onSuccess: (data) => {
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: 'safeshelf-export.json',
      });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
