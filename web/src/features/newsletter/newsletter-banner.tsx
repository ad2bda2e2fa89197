import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The form (and with it zod) loads only when the banner comes near the screen, so pages that
// show the banner below the fold do not pay for it up front.
const NewsletterForm = lazy(async () => ({
  default: (await import('./newsletter-form')).NewsletterForm,
}));

export function NewsletterBanner() {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near || !section.current) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      { rootMargin: '600px 0px' },
    );
    observer.observe(section.current);
    return () => observer.disconnect();
  }, [near]);

  return (
    <section
      ref={section}
      id="newsletter"
      aria-labelledby="newsletter-title"
      className="px-4 py-16 sm:px-6"
    >
      <div className="mx-auto grid max-w-6xl gap-8 rounded-3xl bg-brand-50 p-8 ring-1 ring-brand-200 md:grid-cols-2 md:p-12">
        <div className="flex flex-col gap-3">
          <h2 id="newsletter-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('newsletter.title')}
          </h2>
          <p className="text-lg text-slate-700">{t('newsletter.text')}</p>
          <p className="text-sm text-slate-600">{t('newsletter.privacy')}</p>
        </div>
        <div className="min-h-64">
          {near && (
            <Suspense fallback={<p className="text-slate-600">{t('common.loading')}</p>}>
              <NewsletterForm />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}
