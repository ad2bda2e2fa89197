import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { Paragraphs } from '../legal/paragraphs';

const SECTIONS = [
  's1',
  's2',
  's3',
  's4',
  's5',
  's6',
  's7',
  's8',
  's9',
  's10',
  's11',
  's12',
  's13',
] as const;

export function TermsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('terms.title'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 md:py-20">
      <h1 className="text-2xl font-extrabold tracking-tight break-words hyphens-auto text-slate-900 sm:text-4xl">
        {t('terms.title')}
      </h1>
      <dl className="mt-6 grid gap-x-6 gap-y-2 rounded-2xl bg-slate-50 p-5 text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-900">{t('terms.effectiveLabel')}</dt>
        <dd>{t('terms.effective')}</dd>
        <dt className="font-semibold text-slate-900">{t('terms.websiteLabel')}</dt>
        <dd>{t('terms.website')}</dd>
        <dt className="font-semibold text-slate-900">{t('terms.companyLabel')}</dt>
        <dd>{t('terms.company')}</dd>
      </dl>
      <p className="mt-8 text-lg leading-relaxed text-slate-700">{t('terms.intro')}</p>
      <ol className="mt-8 flex flex-col gap-8">
        {SECTIONS.map((key, index) => (
          <li key={key}>
            <h2 className="text-xl font-bold text-slate-900">
              {index + 1}. {t(`terms.sections.${key}.title`)}
            </h2>
            <div className="mt-2 text-slate-700">
              <Paragraphs text={t(`terms.sections.${key}.text`)} />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
