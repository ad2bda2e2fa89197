import { FaqPage } from '#web/features/public/faq/faq-page.tsx';

export function FaqRoute() {
  return <FaqPage />;
}
