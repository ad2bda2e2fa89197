import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { FeaturesGrid } from './features-grid';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { Special } from './special';

/** `newsletter`: the newsletter sign-up the app puts at the end (its own feature). */
export function HomePage({ newsletter }: { newsletter?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  return (
    <>
      <Hero />
      <FeaturesGrid />
      <HowItWorks />
      <Special />
      {newsletter}
    </>
  );
}
