import { useTranslation } from 'react-i18next';
import type { DietColor, ProductSummary } from '../types';
import { ProductCard } from './product-card';

/** Alternatives that fit the user's diet; for a red product, "what can I buy instead?". */
export function RecommendationsStrip({
  products,
  color,
  from,
  fromPhone = false,
}: {
  products: ProductSummary[];
  color: DietColor;
  from: string;
  /** The page is the phone's copy (no signal): alternatives are not kept. */
  fromPhone?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="recommended-title" className="flex flex-col gap-3">
      <h2 id="recommended-title" className="text-lg font-semibold text-slate-900">
        {color === 'red' ? t('portal.recommended.safer') : t('portal.recommended.title')}
      </h2>
      {products.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-700 shadow-sm">
          {fromPhone ? t('portal.offline.alternativesNeedSignal') : t('portal.recommended.empty')}
        </p>
      ) : (
        <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
          {products.map((product) => (
            <li key={product.id} className="w-64 shrink-0 snap-start sm:w-56">
              <ProductCard product={product} from={from} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
