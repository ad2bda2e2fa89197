import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { queryOptions, useQueries } from '@tanstack/react-query';
import type { ProductCard as Card } from '@safeshelf/contract';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useProductName } from '#web/components/ui/product-name.ts';
import { useFavoriteProducts } from '#web/features/favorites/api/get-favorite-products.ts';
import {
  getFilteredProducts,
  type ProductFilter,
} from '#web/features/products/api/get-filtered-products.ts';
import { ProductCard } from '#web/features/products/components/product-card.tsx';

/** Groups shown: the kinds of food of the last few favourites. */
export const SAVED_GROUPS = 3;
/** Products per group: one row on a wide screen. */
export const PER_GROUP = 4;

/**
 * The favourites the suggestions start from: the most recently saved first (the API's order),
 * one per subcategory, so three milk favourites give one group and not three alike.
 */
export function suggestionSources(saved: Card[]): Card[] {
  const seen = new Set<number>();
  return saved
    .filter((product) => {
      const kind = product.subcategory?.id;
      if (kind === undefined || seen.has(kind)) return false;
      seen.add(kind);
      return true;
    })
    .slice(0, SAVED_GROUPS);
}

/**
 * The portal home's suggestions (issue 31, point 14): for each of the last favourites, products of
 * the same kind that fit the diet the list is judged for, best fit first, without what is already
 * saved, headed "Because you saved …". A user without favourites (or whose favourites have no
 * kind) sees the diet-fitting mix instead. The search's own endpoint answers; no new one.
 */
export function SavedSuggestions({ mix, filter }: { mix: ReactNode; filter: ProductFilter }) {
  const { t } = useTranslation();
  const favorites = useFavoriteProducts();
  const saved = favorites.data ?? [];
  const savedIds = new Set(saved.map((product) => product.id));
  const sources = suggestionSources(saved);
  const groups = useQueries({
    queries: sources.map((source) => {
      const kindFilter = { ...filter, subcategory: source.subcategory!.id };
      return queryOptions({
        queryKey: ['products', 'suggested', kindFilter],
        queryFn: ({ signal }) => getFilteredProducts(kindFilter, 0, signal),
      });
    }),
  });

  if (favorites.isPending || favorites.isError)
    return (
      <QueryState query={favorites}>
        <></>
      </QueryState>
    );
  if (!sources.length) return mix;

  const fresh = groups.map((group) =>
    (group.data?.items ?? []).filter((product) => !savedIds.has(product.id)).slice(0, PER_GROUP),
  );
  // Every kind answered and none has anything new: say so, and offer the mix.
  const nothingNew = groups.every((group) => group.isSuccess) && fresh.every((l) => !l.length);
  if (nothingNew)
    return (
      <>
        <p className="rounded-xl bg-white p-4 text-slate-700 shadow-sm">
          {t('portal.suggestions.nothingNew')}
        </p>
        {mix}
      </>
    );
  return (
    <div className="flex flex-col gap-6">
      {sources.map((source, index) =>
        groups[index]!.isSuccess && !fresh[index]!.length ? null : (
          <SavedGroup
            key={source.id}
            source={source}
            query={groups[index]!}
            products={fresh[index]!}
          />
        ),
      )}
    </div>
  );
}

function SavedGroup({
  source,
  query,
  products,
}: {
  source: Card;
  query: Parameters<typeof QueryState>[0]['query'];
  products: Card[];
}) {
  const { t } = useTranslation();
  const name = useProductName();
  const location = useLocation();
  const id = `saved-${source.id}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {t('portal.suggestions.becauseSaved', { name: name(source) })}
      </h2>
      <QueryState query={query}>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} from={location.search} backInHistory />
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}
