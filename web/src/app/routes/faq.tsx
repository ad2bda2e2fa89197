import { FaqPage } from '#web/features/marketing/faq/faq-page.tsx';

export function FaqRoute() {
  return <FaqPage />;
}
