import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { DataCredits } from '../layout/data-credits';

const values = ['evidence', 'privacy', 'languages'] as const;

/** `newsletter`: the newsletter sign-up the app puts at the end (its own feature). */
export function AboutPage({ newsletter }: { newsletter?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('about.title'));
  return (
    <>
      <section aria-labelledby="about-title" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex max-w-3xl flex-col items-start gap-5 px-4 py-14 sm:px-6 md:py-20">
          <p className="font-semibold text-brand-800">{t('about.eyebrow')}</p>
          <h1
            id="about-title"
            className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
          >
            {t('about.title')}
          </h1>
          <p className="text-lg leading-relaxed text-slate-700">{t('about.intro1')}</p>
          <p className="text-lg leading-relaxed text-slate-700">{t('about.intro2')}</p>
          <ButtonLink to={paths.register} size="lg">
            {t('about.cta')}
          </ButtonLink>
        </div>
      </section>
      <section aria-labelledby="mission-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="mx-auto max-w-3xl">
          <h2 id="mission-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('about.mission.title')}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{t('about.mission.text1')}</p>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{t('about.mission.text2')}</p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {values.map((value) => (
            <Card as="li" key={value}>
              <h3 className="text-lg font-semibold text-slate-900">
                {t(`about.values.${value}.title`)}
              </h3>
              <p className="mt-2 text-slate-700">{t(`about.values.${value}.text`)}</p>
            </Card>
          ))}
        </ul>
        <div className="mx-auto mt-12 max-w-3xl rounded-2xl bg-slate-50 p-6 text-slate-700">
          <h2 className="text-xl font-bold text-slate-900">{t('about.data.title')}</h2>
          <p className="mt-2">{t('about.data.text')}</p>
          <DataCredits className="mt-3" />
        </div>
      </section>
      {newsletter}
    </>
  );
}
