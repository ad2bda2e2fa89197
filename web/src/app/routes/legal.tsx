import { LegalPage } from '#web/features/public/legal/legal-page.tsx';

export function LegalRoute() {
  return <LegalPage />;
}
