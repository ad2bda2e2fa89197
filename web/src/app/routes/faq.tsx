import { FaqPage } from '../../features/public/faq/faq-page';

export function FaqRoute() {
  return <FaqPage />;
}
