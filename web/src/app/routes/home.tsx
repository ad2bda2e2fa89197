import { HomePage } from '#web/features/marketing/home/home-page.tsx';
import { NewsletterBanner } from '#web/features/newsletter/newsletter-banner.tsx';

export function HomeRoute() {
  return <HomePage newsletter={<NewsletterBanner />} />;
}
