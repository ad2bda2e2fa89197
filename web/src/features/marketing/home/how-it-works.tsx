import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';

const steps = ['signup', 'search', 'shop'] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id="how-title" className="text-3xl font-bold tracking-tight">
            {t('home.steps.title')}
          </h2>
          <p className="mt-3 text-lg text-brand-100">{t('home.steps.subtitle')}</p>
        </div>
        <ol className="grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li
              key={step}
              className="flex flex-col gap-3 rounded-2xl bg-white/10 p-6 ring-1 ring-white/15"
            >
              <span
                className="flex size-10 items-center justify-center rounded-full bg-brand-300 text-lg font-bold text-brand-950"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="text-lg font-semibold">{t(`home.steps.items.${step}.title`)}</h3>
              <p className="text-brand-50">{t(`home.steps.items.${step}.text`)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex justify-center">
          <ButtonLink
            to={paths.register}
            size="lg"
            className="bg-white !text-brand-900 hover:bg-brand-50"
          >
            {t('home.steps.cta')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
