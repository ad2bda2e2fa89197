import { useTranslation } from 'react-i18next';

const rows = [
  { key: 'safe', dot: 'bg-brand-600', badge: 'bg-brand-100 text-brand-900' },
  { key: 'caution', dot: 'bg-amber-500', badge: 'bg-amber-100 text-amber-900' },
  { key: 'avoid', dot: 'bg-red-600', badge: 'bg-red-100 text-red-900' },
] as const;

/** A phone showing three judged products: drawn with HTML so its words follow the language. */
export function HeroIllustration() {
  const { t } = useTranslation();
  return (
    <div
      role="img"
      aria-label={t('home.hero.imageAlt')}
      className="relative mx-auto w-full max-w-sm"
    >
      <div
        aria-hidden="true"
        className="absolute -right-6 -top-6 size-40 rounded-full bg-brand-200/70 blur-2xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-8 -left-8 size-44 rounded-full bg-amber-100 blur-2xl"
      />
      <div
        aria-hidden="true"
        className="relative rounded-[2.2rem] border-8 border-slate-900 bg-white p-4 shadow-2xl"
      >
        <div className="mx-auto mb-4 h-1.5 w-16 rounded-full bg-slate-300" />
        <div className="mb-4 flex items-center gap-2 rounded-xl bg-slate-100 px-3 py-2.5 text-sm text-slate-600">
          <svg
            className="size-4"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="9" cy="9" r="6" />
            <path d="m14 14 4 4" strokeLinecap="round" />
          </svg>
          {t('home.hero.illustration.search')}
        </div>
        <ul className="flex flex-col gap-3">
          {rows.map((row) => (
            <li
              key={row.key}
              className="flex items-center gap-3 rounded-xl border border-slate-200 p-3"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-slate-100">
                <span className={`size-4 rounded-full ${row.dot}`} />
              </span>
              <span className="flex min-w-0 flex-col gap-1">
                <span className="truncate text-sm font-semibold text-slate-900">
                  {t(`home.hero.illustration.${row.key}.product`)}
                </span>
                <span
                  className={`w-fit rounded-full px-2 py-0.5 text-xs font-semibold ${row.badge}`}
                >
                  {t(`home.hero.illustration.${row.key}.verdict`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-4 rounded-xl bg-brand-50 p-3 text-xs leading-relaxed text-brand-900">
          {t('home.hero.illustration.reason')}
        </div>
      </div>
    </div>
  );
}
