import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card.tsx';
import { Icon, type IconName } from './icons';

const features: {
  key: 'personalisation' | 'feedback' | 'recommendation' | 'news';
  icon: IconName;
}[] = [
  { key: 'personalisation', icon: 'person' },
  { key: 'feedback', icon: 'bolt' },
  { key: 'recommendation', icon: 'star' },
  { key: 'news', icon: 'news' },
];

export function FeaturesGrid() {
  const { t } = useTranslation();
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
    >
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('home.features.title')}
        </h2>
        <p className="mt-3 text-lg text-slate-700">{t('home.features.subtitle')}</p>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((feature) => (
          <Card as="li" key={feature.key} className="flex flex-col gap-3">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
              <Icon name={feature.icon} />
            </span>
            <h3 className="text-lg font-semibold text-slate-900">
              {t(`home.features.items.${feature.key}.title`)}
            </h3>
            <p className="text-slate-700">{t(`home.features.items.${feature.key}.text`)}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
