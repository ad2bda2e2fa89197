import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { barcodeOfSearch } from '@safeshelf/contract/barcode';
import { useFilteredProducts, type ProductFilter } from '../api/get-filtered-products';
import { useProductName } from '#web/components/ui/product-name.ts';
import { ProductCard, cardFacts } from './product-card';
import { tellApart } from './tell-apart';
import { QueryState } from '#web/components/ui/query-state.tsx';

// The specification asks for a short pause before more products appear, so the page does not jump.
const LOAD_MORE_DELAY_MS = 500;

/**
 * Products for the current search and category, best fit first, 10 at a time: those that fit the
 * user's diet, or all of them when the user asked for products that don't fit too.
 */
/** Whose diet the texts name: the user's (no context), a household person's, or everyone's. */
export type Whose =
  { context?: undefined } | { context: 'person'; name: string } | { context: 'everyone' };

export function SuggestionList({
  filter,
  onShowAll,
  whose = {},
}: {
  filter: ProductFilter;
  /** Turns "Also show products that don't fit" on, from a notice of hidden matches. */
  onShowAll?: () => void;
  whose?: Whose;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const query = useFilteredProducts(filter);
  const [waiting, setWaiting] = useState(false);
  const pages = query.data?.pages ?? [];
  const products = pages.flatMap((page) => page.items);
  // Matches the filter hides, placed where they would rank (before the product at that index).
  const hiddenBefore = new Map<number, { count: number; more: boolean }>();
  let shown = 0;
  for (const page of pages) {
    for (const h of page.hidden ?? []) hiddenBefore.set(shown + h.before, h);
    shown += page.items.length;
  }
  const notice = (index: number) => {
    const hidden = hiddenBefore.get(index);
    if (!hidden) return null;
    const { count, more } = hidden;
    return (
      <li key={`hidden-${index}`} className="sm:col-span-2 lg:col-span-3 xl:col-span-4">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <span>
            {more
              ? t('portal.search.hiddenMatchesMore', { ...whose, count, search: filter.search })
              : t('portal.search.hiddenMatches', { ...whose, count, search: filter.search })}
          </span>
          {onShowAll && (
            <button
              type="button"
              onClick={onShowAll}
              className="min-h-11 font-semibold text-red-900 underline"
            >
              {t('portal.search.showHidden')}
            </button>
          )}
        </p>
      </li>
    );
  };
  // A barcode lists that one product whatever its colour, so the diet wording does not apply.
  const barcode = barcodeOfSearch(filter.search);
  const name = useProductName();
  const apart = tellApart(
    products,
    (p) => `${name(p)}\n${cardFacts(p)}`,
    (digits) => t('portal.search.barcodeEnding', { digits }),
  );

  const loadMore = () => {
    setWaiting(true);
    setTimeout(() => {
      void query.fetchNextPage().finally(() => setWaiting(false));
    }, LOAD_MORE_DELAY_MS);
  };

  return (
    <section aria-labelledby="suggestions-title" className="flex flex-col gap-3">
      <h2 id="suggestions-title" className="text-lg font-semibold text-slate-900">
        {!filter.search
          ? t('portal.search.suggestions', whose)
          : barcode
            ? t('portal.search.resultsForBarcode', { code: barcode })
            : filter.includeRed
              ? t('portal.search.resultsForAll', { search: filter.search })
              : t('portal.search.resultsFor', { ...whose, search: filter.search })}
      </h2>
      <QueryState
        query={query}
        isEmpty={products.length === 0 && hiddenBefore.size === 0}
        empty={
          barcode
            ? t('portal.search.barcodeNotFound', { code: barcode })
            : filter.includeRed
              ? t('portal.search.emptyAll')
              : t('portal.search.empty', whose)
        }
      >
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {products.flatMap((product, index) => [
            notice(index),
            <li key={product.id}>
              <ProductCard
                product={product}
                distinction={apart.get(product.id)}
                from={location.search}
                backInHistory
              />
            </li>,
          ])}
          {notice(products.length)}
        </ul>
        {query.hasNextPage && (
          <button
            type="button"
            onClick={loadMore}
            disabled={waiting || query.isFetchingNextPage}
            className="mx-auto min-h-11 rounded-lg border border-brand-700 px-6 py-2 font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60"
          >
            {waiting || query.isFetchingNextPage
              ? t('portal.search.loadingMore')
              : t('portal.search.loadMore')}
          </button>
        )}
      </QueryState>
    </section>
  );
}
