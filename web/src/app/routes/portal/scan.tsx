import { useSearchParams } from 'react-router';
import { ScanPage } from '../../../features/label-scan/components/scan-page';
import { ReportVerdict } from '../../../features/verdict-reports/components/report-verdict';

export function ScanRoute() {
  const [search] = useSearchParams();
  const barcode = search.get('barcode') ?? undefined;
  return (
    <ScanPage
      barcode={barcode && /^\d{8,14}$/.test(barcode) ? barcode : undefined}
      report={(label, result) => <ReportVerdict target={label} checks={result.checks} />}
    />
  );
}
