import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyProduct, MyProductSummary } from '@safeshelf/contract';
import { Alert } from '#web/components/ui/alert.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { DietBadge } from '#web/components/ui/diet-badge.tsx';
import { HighlightedText } from '#web/components/diet/highlighted-text.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { paths } from '#web/config/paths.ts';
import { isPendingId } from '#web/lib/offline/outbox.ts';
import { useMyProduct } from '../api/get-my-product';
import { useMyProducts } from '../api/get-my-products';
import { useDeleteMyProduct } from '../api/delete-my-product';

/** The user's own products (judged from labels, for their current diet), on the Favourites page. */
export function MyProductsSection({
  report,
}: {
  report?: (product: MyProductSummary) => ReactNode;
}) {
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
              <KeptProductReasons product={product} />
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

/** Why this colour: the reasons at once, the ingredient text (from the server) once opened. */
function KeptProductReasons({ product }: { product: MyProductSummary }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="text-sm text-slate-800"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-800">
        {t('portal.myProducts.reasons')}
      </summary>
      <ul className="mb-2 list-disc pl-5">
        {product.checks.map((check, index) => (
          <li key={`${check.code}-${index}`}>{check.text}</li>
        ))}
      </ul>
      {open && (
        <KeptIngredients
          product={product}
          triggers={product.checks.flatMap((c) => (c.trigger ? [c.trigger] : []))}
        />
      )}
    </details>
  );
}

function KeptIngredients({
  product,
  triggers,
}: {
  product: MyProductSummary | MyProduct;
  triggers: string[];
}) {
  // Kept on the phone (without signal, or saved and waiting to be sent), a product has its text.
  const text = 'ingredients_text' in product ? product.ingredients_text : undefined;
  return text === undefined ? (
    <FetchedIngredients id={product.id} triggers={triggers} />
  ) : (
    <Ingredients text={text} triggers={triggers} />
  );
}

function FetchedIngredients({ id, triggers }: { id: number; triggers: string[] }) {
  const query = useMyProduct(id);
  return (
    <QueryState query={query}>
      <Ingredients text={query.data?.ingredients_text ?? ''} triggers={triggers} />
    </QueryState>
  );
}

const Ingredients = ({ text, triggers }: { text: string; triggers: string[] }) => (
  <p className="leading-relaxed">
    <HighlightedText text={text} triggers={triggers} />
  </p>
);
