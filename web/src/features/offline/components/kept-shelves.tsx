import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { localName } from '#web/lib/local-name.ts';
import type { KeptShelf } from '#web/lib/offline/db.ts';
import { dropShelf } from '../sync';
import { KeptProductList } from './kept-product-list';

/** One shelf kept on the phone: how many products, how they fare for the user, and the list. */
function ShelfCard({ shelf }: { shelf: KeptShelf }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const title = localName(
    { name_en: shelf.names.en, name_de: shelf.names.de, name_fr: shelf.names.fr },
    i18n.resolvedLanguage ?? 'en',
  );
  const count = (color: string) => shelf.products.filter((p) => p.diet_color === color).length;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
          <p className="text-sm text-slate-600">
            {shelf.synced_at
              ? t('portal.offline.shelfCounts', {
                  count: shelf.products.length,
                  red: count('red'),
                  yellow: count('yellow'),
                  green: count('green'),
                })
              : t('portal.offline.shelfWaiting')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {shelf.products.length > 0 && (
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={open}
              onClick={() => setOpen(!open)}
            >
              {open ? t('portal.offline.hideProducts') : t('portal.offline.showProducts')}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => void dropShelf(shelf.key)}>
            {t('portal.offline.dropShelf', { name: title })}
          </Button>
        </div>
      </div>
      {open && (
        <KeptProductList
          products={shelf.products}
          label={t('portal.offline.shelfProducts', { name: title })}
          filterable
        />
      )}
    </li>
  );
}

export function KeptShelves({ shelves }: { shelves: KeptShelf[] }) {
  const { t } = useTranslation();
  if (shelves.length === 0)
    return <p className="text-slate-700">{t('portal.offline.noShelves')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {shelves.map((shelf) => (
        <ShelfCard key={shelf.key} shelf={shelf} />
      ))}
    </ul>
  );
}
