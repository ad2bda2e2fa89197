import { LegalPage } from '../../features/public/legal/legal-page';

export function LegalRoute() {
  return <LegalPage />;
}
