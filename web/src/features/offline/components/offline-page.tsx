import { useTranslation } from 'react-i18next';
import type { Category, Subcategory } from '@safeshelf/contract';
import { Button } from '#web/components/ui/button.tsx';
import { intlLocale } from '#web/i18n/setup.ts';
import { useOnline } from '#web/lib/offline/online.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useReadiness } from '../readiness';
import { requestSync } from '../sync';
import { useKept } from '../use-kept';
import { KeptProductList } from './kept-product-list';
import { KeptShelves } from './kept-shelves';
import { ShelfChooser } from './shelf-chooser';

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "On this phone": what works without signal, the shelves kept, what was viewed, the space used. */
export function OfflinePage({
  categories,
  subcategories,
}: {
  categories?: Category[];
  subcategories?: Subcategory[];
}) {
  const { t } = useTranslation();
  useDocumentTitle(t('portal.offline.title'));
  const online = useOnline();
  const { pack, shelves, recent, loaded } = useKept();
  const readiness = useReadiness();
  const time = (at: number) =>
    new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  const megabytes = (bytes: number) =>
    new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 1 }).format(bytes / 1e6);
  const byId = new Map(pack?.products.map((p) => [p.id, p]));
  const viewed = recent.flatMap((id) => byId.get(id) ?? []);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('portal.offline.title')}
        </h1>
        <p className="text-slate-700">{t('portal.offline.intro')}</p>
      </header>
      <Section id="offline-status" title={t('portal.offline.statusTitle')}>
        <p className="text-slate-800">
          {!loaded
            ? t('common.loading')
            : pack
              ? t('portal.offline.syncedAt', { time: time(pack.synced_at) })
              : t('portal.offline.neverSynced')}
        </p>
        <ul className="list-disc pl-5 text-slate-800">
          <li>{t('portal.offline.works.favorites')}</li>
          <li>{t('portal.offline.works.barcode')}</li>
          <li>
            {readiness?.rules && readiness.ocr
              ? t('portal.offline.works.scanReady')
              : t('portal.offline.works.scanNotReady')}
          </li>
          <li>{t('portal.offline.works.queue')}</li>
          <li>{t('portal.offline.works.notOffline')}</li>
        </ul>
        {readiness?.usage !== undefined && (
          <p className="text-sm text-slate-700">
            {t('portal.offline.usage', { mb: megabytes(readiness.usage) })}
          </p>
        )}
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          disabled={!online}
          onClick={requestSync}
        >
          {t('portal.offline.syncNow')}
        </Button>
      </Section>
      <Section id="offline-shelves" title={t('portal.offline.shelvesTitle')}>
        <p className="text-sm text-slate-700">{t('portal.offline.shelvesIntro')}</p>
        <ShelfChooser
          categories={categories}
          subcategories={subcategories}
          kept={shelves.map((s) => s.key)}
          online={online}
        />
        <KeptShelves shelves={shelves} />
      </Section>
      <Section id="offline-recent" title={t('portal.offline.recentTitle')}>
        {viewed.length ? (
          <KeptProductList products={viewed} label={t('portal.offline.recentTitle')} />
        ) : (
          <p className="text-slate-700">{t('portal.offline.noRecent')}</p>
        )}
      </Section>
    </div>
  );
}
