import { TermsPage } from '#web/features/public/terms/terms-page.tsx';

export function TermsRoute() {
  return <TermsPage />;
}
