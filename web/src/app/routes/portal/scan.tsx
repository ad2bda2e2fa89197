import { useSearchParams } from 'react-router';
import { ScanPage } from '#web/features/label-scan/components/scan-page.tsx';
import { ReportVerdict } from '#web/features/verdict-reports/components/report-verdict.tsx';
import { JudgedForPicker } from '#web/features/household/components/judged-for-picker.tsx';

export function ScanRoute() {
  const [search] = useSearchParams();
  const barcode = search.get('barcode') ?? undefined;
  return (
    <ScanPage
      barcode={barcode && /^\d{8,14}$/.test(barcode) ? barcode : undefined}
      report={(label, result) => <ReportVerdict target={label} checks={result.checks} />}
      judgedForPicker={<JudgedForPicker />}
    />
  );
}
