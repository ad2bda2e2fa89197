import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card.tsx';
import { Icon, type IconName } from './icons';

const cards: { key: 'data' | 'reasons' | 'custom'; icon: IconName }[] = [
  { key: 'data', icon: 'shield' },
  { key: 'reasons', icon: 'list' },
  { key: 'custom', icon: 'globe' },
];

export function Special() {
  const { t } = useTranslation();
  return (
    <section
      id="special"
      aria-labelledby="special-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
    >
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h2 id="special-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('home.special.title')}
        </h2>
        <p className="mt-3 text-lg text-slate-700">{t('home.special.subtitle')}</p>
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <Card
            as="li"
            key={card.key}
            className="flex flex-col gap-3 border-t-4 border-t-brand-600"
          >
            <span className="text-brand-700">
              <Icon name={card.icon} className="size-8" />
            </span>
            <h3 className="text-xl font-semibold text-slate-900">
              {t(`home.special.items.${card.key}.title`)}
            </h3>
            <p className="text-slate-700">{t(`home.special.items.${card.key}.text`)}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
