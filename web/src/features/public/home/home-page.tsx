import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { NewsletterBanner } from '../newsletter/newsletter-banner';
import { FeaturesGrid } from './features-grid';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { Special } from './special';

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  return (
    <>
      <Hero />
      <FeaturesGrid />
      <HowItWorks />
      <Special />
      <NewsletterBanner />
    </>
  );
}
