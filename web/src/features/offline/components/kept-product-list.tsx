import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OfflineProduct } from '@safeshelf/contract';
import { Button } from '#web/components/ui/button.tsx';
import { DietBadge } from '#web/components/ui/diet-badge.tsx';
import { useProductName } from '#web/components/ui/product-name.ts';
import { paths } from '#web/config/paths.ts';

const PAGE = 30;

/** Kept products with their verdicts: name (to the product), brand, barcode, colour, first reason. */
export function KeptProductList({
  products,
  label,
  filterable = false,
}: {
  products: OfflineProduct[];
  label: string;
  filterable?: boolean;
}) {
  const { t } = useTranslation();
  const name = useProductName();
  const [filter, setFilter] = useState('');
  const [shown, setShown] = useState(PAGE);
  const words = filter.trim().toLowerCase();
  const matching = words
    ? products.filter((p) =>
        `${name(p)} ${p.brand ?? ''} ${p.barcode}`.toLowerCase().includes(words),
      )
    : products;
  return (
    <div className="flex flex-col gap-3">
      {filterable && (
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          {t('portal.offline.filter')}
          <input
            type="search"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
              setShown(PAGE);
            }}
            className="min-h-11 rounded-lg border border-slate-300 px-3 font-normal"
          />
        </label>
      )}
      <ul aria-label={label} className="flex flex-col divide-y divide-slate-100">
        {matching.slice(0, shown).map((product) => {
          const reason =
            product.checks.find((c) => c.type === 'danger') ??
            product.checks.find((c) => c.type === 'warning');
          return (
            <li key={product.id} className="flex flex-col gap-1 py-2">
              <Link
                to={paths.portal.product(product.id)}
                className="font-semibold text-slate-900 underline-offset-2 hover:underline"
              >
                {name(product)}
              </Link>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <DietBadge color={product.diet_color} size="sm" />
                <span className="text-sm text-slate-600">
                  {[product.brand, product.quantity, product.barcode].filter(Boolean).join(' · ')}
                </span>
              </div>
              {reason && product.diet_color !== 'green' && (
                <p className="text-sm text-slate-700">{reason.text}</p>
              )}
            </li>
          );
        })}
      </ul>
      {matching.length === 0 && <p className="text-slate-600">{t('portal.offline.noMatch')}</p>}
      {matching.length > shown && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => setShown(shown + PAGE)}
        >
          {t('portal.offline.more', { count: matching.length - shown })}
        </Button>
      )}
    </div>
  );
}
