import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Accordion } from '#web/components/ui/disclosure.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

const QUESTIONS = [
  'judging',
  'colours',
  'traces',
  'sources',
  'missing',
  'custom',
  'fodmap',
  'privacy',
  'premium',
  'mobile',
] as const;

export function FaqPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('faq.title'));
  const items = QUESTIONS.map((key) => ({
    id: key,
    title: t(`faq.items.${key}.question`),
    content: <p className="leading-relaxed">{t(`faq.items.${key}.answer`)}</p>,
  }));
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 md:py-20">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{t('faq.title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('faq.intro')}</p>
      <div className="mt-10">
        <Accordion items={items} headingLevel={2} />
      </div>
      <p className="mt-10 text-slate-700">
        {t('faq.more')}{' '}
        <Link
          to={paths.contact}
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('faq.contactLink')}
        </Link>
      </p>
    </div>
  );
}
