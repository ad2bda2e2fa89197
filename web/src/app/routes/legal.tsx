import { LegalPage } from '#web/features/marketing/legal/legal-page.tsx';

export function LegalRoute() {
  return <LegalPage />;
}
