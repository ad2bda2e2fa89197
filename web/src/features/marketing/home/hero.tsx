import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { HeroIllustration } from './hero-illustration';

/** The free-trial banner. The title splits at "|" into a plain and a highlighted half. One column
 *  of at most the screen's width on a phone (grid-cols-1: its children may shrink below their
 *  longest word or button) and long words hyphenated in the page's language, so French and German
 *  fit at 320 px (issue 31.13). */
export function Hero() {
  const { t } = useTranslation();
  const [first, second] = t('home.hero.title').split('|');
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white"
    >
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full bg-brand-100 px-4 py-1.5 text-sm font-semibold text-brand-900">
            {t('home.hero.tagline')}
          </p>
          <h1
            id="hero-title"
            className="text-4xl font-extrabold leading-tight tracking-tight break-words hyphens-auto text-slate-900 sm:text-5xl"
          >
            {first?.trim()}{' '}
            {second && <span className="block text-brand-700">{second.trim()}</span>}
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-slate-700">
            {t('home.hero.description')}
          </p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={paths.register} size="lg">
              {t('home.hero.cta')}
            </ButtonLink>
            <ButtonLink to={{ hash: '#how-it-works' }} variant="secondary" size="lg">
              {t('home.hero.secondary')}
            </ButtonLink>
          </div>
          <p className="text-sm text-slate-600">{t('home.hero.note')}</p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
