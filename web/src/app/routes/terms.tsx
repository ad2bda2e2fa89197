import { TermsPage } from '../../features/public/terms/terms-page';

export function TermsRoute() {
  return <TermsPage />;
}
