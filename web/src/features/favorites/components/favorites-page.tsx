import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { DietBadge } from '#web/components/ui/diet-badge.tsx';
import { PriceTag } from '#web/components/ui/price-tag.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { useProductName } from '#web/components/ui/product-name.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { paths } from '#web/config/paths.ts';
import { useFavoriteProducts } from '../api/get-favorite-products';
import type { FavoriteProduct } from '../types';
import { RemoveFavoriteModal } from './remove-favorite-modal';

// Brand and quantity tell apart the many products called just "Milch", as on the search cards.
const facts = (product: FavoriteProduct) =>
  [product.brand?.name, product.quantity].filter(Boolean).join(' · ');

/** No favourites yet: how to get some, and the way there. */
function EmptyFavorites() {
  const { t } = useTranslation();
  return (
    <span className="flex flex-col items-center gap-3">
      <span>{t('portal.favorites.empty')}</span>
      <span className="text-sm text-slate-600">{t('portal.favorites.emptyHint')}</span>
      <ButtonLink to={paths.portal.home} variant="secondary">
        {t('portal.favorites.search')}
      </ButtonLink>
    </span>
  );
}

export function FavoritesPage() {
  const { t } = useTranslation();
  const name = useProductName();
  const query = useFavoriteProducts();
  const [removing, setRemoving] = useState<FavoriteProduct | null>(null);
  const products = query.data ?? [];
  useDocumentTitle(t('portal.favorites.title'));

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('portal.favorites.title')}
      </h1>
      <QueryState query={query} isEmpty={products.length === 0} empty={<EmptyFavorites />}>
        <ul className="flex flex-col gap-3">
          {products.map((product) => (
            <li
              key={product.id}
              className="relative flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
            >
              <ProductImage
                src={product.image}
                className="size-16 shrink-0 rounded-lg sm:size-20"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                {/* The whole card opens the product: a 44 px target however short the name. */}
                <Link
                  to={paths.portal.product(product.id)}
                  className="font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline"
                >
                  {name(product)}
                </Link>
                {facts(product) && (
                  <p className="truncate text-sm text-slate-600">{facts(product)}</p>
                )}
                <div className="flex flex-wrap items-center gap-3">
                  <DietBadge color={product.diet_color} size="sm" />
                  <PriceTag price={product.price} className="text-sm" />
                </div>
              </div>
              <button
                type="button"
                onClick={() => setRemoving(product)}
                className="relative z-10 flex size-11 shrink-0 items-center justify-center rounded-full text-red-700 hover:bg-red-50"
              >
                <svg
                  viewBox="0 0 24 24"
                  width={24}
                  height={24}
                  aria-hidden="true"
                  fill="currentColor"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeLinejoin="round"
                >
                  <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
                </svg>
                <span className="sr-only">
                  {t('portal.favorites.remove', { name: name(product) })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </QueryState>
      {removing && (
        <RemoveFavoriteModal
          product={removing}
          name={name(removing)}
          onDone={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
