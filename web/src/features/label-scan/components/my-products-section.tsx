import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyProduct } from '@safeshelf/contract';
import { Alert } from '#web/components/ui/alert.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { DietBadge } from '#web/components/ui/diet-badge.tsx';
import { HighlightedText } from '#web/components/diet/highlighted-text.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { paths } from '#web/config/paths.ts';
import { isPendingId } from '#web/lib/offline/outbox.ts';
import { useMyProducts } from '../api/get-my-products';
import { useDeleteMyProduct } from '../api/delete-my-product';

/** The user's own products (judged from labels, for their current diet), on the Favourites page. */
export function MyProductsSection({ report }: { report?: (product: MyProduct) => ReactNode }) {
  const { t } = useTranslation();
  const query = useMyProducts();
  const remove = useDeleteMyProduct();
  const products = query.data ?? [];
  return (
    <section aria-labelledby="my-products-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="my-products-title" className="text-xl font-bold text-slate-900">
            {t('portal.myProducts.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('portal.myProducts.intro')}</p>
        </div>
        <ButtonLink to={paths.portal.scan} variant="secondary" size="sm">
          {t('portal.myProducts.scan')}
        </ButtonLink>
      </div>
      {remove.isError && <Alert tone="error">{t('portal.myProducts.removeFailed')}</Alert>}
      <QueryState
        query={query}
        isEmpty={products.length === 0}
        empty={t('portal.myProducts.empty')}
      >
        <ul className="flex flex-col gap-3">
          {products.map((product) => (
            <li
              key={product.id}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{product.name}</h3>
                <DietBadge color={product.diet_color} size="sm" />
              </div>
              {/* Saved without signal: judged on the phone, sent when it is back online. */}
              {isPendingId(product.id) && (
                <p className="self-start rounded-lg bg-sky-100 px-2.5 py-0.5 text-sm font-semibold text-sky-900">
                  {t('portal.myProducts.waiting')}
                </p>
              )}
              {product.barcode && (
                <p className="text-sm text-slate-600">
                  {t('portal.myProducts.barcode', { code: product.barcode })}
                </p>
              )}
              <details className="text-sm text-slate-800">
                <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-800">
                  {t('portal.myProducts.reasons')}
                </summary>
                <ul className="mb-2 list-disc pl-5">
                  {product.checks.map((check, index) => (
                    <li key={`${check.code}-${index}`}>{check.text}</li>
                  ))}
                </ul>
                <p className="leading-relaxed">
                  <HighlightedText
                    text={product.ingredients_text}
                    triggers={product.checks.flatMap((c) => (c.trigger ? [c.trigger] : []))}
                  />
                </p>
              </details>
              <div className="flex flex-wrap items-center gap-2">
                {!isPendingId(product.id) && report?.(product)}
                <button
                  type="button"
                  onClick={() => remove.mutate(product.id)}
                  disabled={remove.isPending}
                  className="min-h-9 rounded-lg px-3 text-sm font-semibold text-red-800 hover:bg-red-50"
                >
                  {t('portal.myProducts.remove', { name: product.name })}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}
