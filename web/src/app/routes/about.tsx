import { AboutPage } from '#web/features/marketing/about/about-page.tsx';
import { NewsletterBanner } from '#web/features/newsletter/newsletter-banner.tsx';

export function AboutRoute() {
  return <AboutPage newsletter={<NewsletterBanner />} />;
}
