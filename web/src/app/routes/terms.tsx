import { TermsPage } from '#web/features/marketing/terms/terms-page.tsx';

export function TermsRoute() {
  return <TermsPage />;
}
