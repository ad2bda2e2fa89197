import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Disclosure } from '#web/components/ui/disclosure.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { DataCredits } from '../layout/data-credits';
import { Paragraphs } from './paragraphs';

const PRIVACY = [
  'controller',
  'collected',
  'photos',
  'health',
  'household',
  'feed',
  'purposes',
  'storage',
  'sharing',
  'images',
  'rights',
  'children',
  'security',
  'changes',
] as const;
const COOKIES = ['none', 'storage', 'control'] as const;
const STORAGE_KEYS = ['access', 'refresh', 'i18nextLng', 'judgedFor'] as const;

export function LegalPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState({ privacy: false, cookies: false });
  useDocumentTitle(t('legal.title'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 md:py-20">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{t('legal.title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('legal.intro')}</p>
      <p className="mt-2 text-sm font-semibold text-slate-600">{t('legal.effective')}</p>
      <div className="mt-10 flex flex-col gap-4">
        <Disclosure
          title={t('legal.privacy.title')}
          open={open.privacy}
          onToggle={() => setOpen({ ...open, privacy: !open.privacy })}
          headingLevel={2}
        >
          {PRIVACY.map((key) => (
            <section key={key} className="mt-6 first:mt-2">
              <h3 className="mb-2 text-lg font-semibold text-slate-900">
                {t(`legal.privacy.sections.${key}.title`)}
              </h3>
              <Paragraphs text={t(`legal.privacy.sections.${key}.text`)} />
            </section>
          ))}
        </Disclosure>
        <Disclosure
          title={t('legal.cookies.title')}
          open={open.cookies}
          onToggle={() => setOpen({ ...open, cookies: !open.cookies })}
          headingLevel={2}
        >
          {COOKIES.map((key) => (
            <section key={key} className="mt-6 first:mt-2">
              <h3 className="mb-2 text-lg font-semibold text-slate-900">
                {t(`legal.cookies.sections.${key}.title`)}
              </h3>
              <Paragraphs text={t(`legal.cookies.sections.${key}.text`)} />
              {key === 'storage' && (
                <dl className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
                  {STORAGE_KEYS.map((name) => (
                    <div key={name} className="grid gap-1 px-4 py-3 sm:grid-cols-[8rem_1fr]">
                      <dt className="font-mono text-sm font-semibold text-slate-900">{name}</dt>
                      <dd className="text-sm">{t(`legal.cookies.keys.${name}`)}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </section>
          ))}
        </Disclosure>
      </div>
      <section
        aria-labelledby="imprint-title"
        className="mt-12 rounded-2xl bg-slate-50 p-6 text-slate-700"
      >
        <h2 id="imprint-title" className="text-xl font-bold text-slate-900">
          {t('legal.imprint.title')}
        </h2>
        <Paragraphs text={t('legal.imprint.text')} />
        <h3 className="mt-6 font-semibold text-slate-900">{t('legal.imprint.dataTitle')}</h3>
        <DataCredits className="mt-2" />
      </section>
    </div>
  );
}
