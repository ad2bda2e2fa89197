import type { ReactNode } from 'react';
import type { DietCheckResult } from '@safeshelf/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { DietBadge } from '#web/components/ui/diet-badge.tsx';
import { PersonColours } from '#web/components/diet/person-colours.tsx';
import { PeopleVerdicts } from '#web/components/diet/people-verdicts.tsx';
import { useJudgedFor } from '#web/lib/judged-for.ts';
import { PriceTag } from '#web/components/ui/price-tag.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { useProductName } from '#web/components/ui/product-name.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { paths } from '#web/config/paths.ts';
import { useProduct } from '../api/get-product';
import { useProductDetails } from '../api/get-product-details';
import { useDietCheck } from '../api/get-diet-check';
import { DietCheckCard } from '#web/components/diet/diet-check-card.tsx';
import { triggerPlace } from '#web/components/diet/trigger-place.ts';
import { DetailTabs } from './detail-tabs';
import { RecommendationsStrip } from './recommendations-strip';
import { BackToSearch } from './back-to-search';
import type { BackState } from './product-card';

interface ProductDetailProps {
  productId: string;
  /** Where "Back to search" goes (from the link's router state). */
  back?: BackState;
  /** The favourite heart, composed in by the route. */
  favorite?: ReactNode;
  /** "Is this wrong?" on the verdict, composed in by the route. */
  report?: (result: DietCheckResult) => ReactNode;
  /** Whom the page judges for (me, a household person, everyone), composed in by the route. */
  judgedForPicker?: ReactNode;
}

export function ProductDetail({
  productId,
  back,
  favorite,
  report,
  judgedForPicker,
}: ProductDetailProps) {
  const { t } = useTranslation();
  const name = useProductName();
  const judgedFor = useJudgedFor();
  const product = useProduct(productId, judgedFor);
  const details = useProductDetails(productId);
  const dietCheck = useDietCheck(productId, judgedFor);
  const household = product.data?.household;
  useDocumentTitle(product.data ? name(product.data) : undefined);
  const triggers =
    dietCheck.data?.checks.flatMap((check) => (check.trigger ? [check.trigger] : [])) ?? [];
  const ingredients = details.data && [
    ...Object.values(details.data.ingredients_text).filter((text): text is string => !!text),
    details.data.ingredients.join(', '),
    ...details.data.traces,
  ];
  const names = product.data
    ? [product.data.name_en, product.data.name_de, product.data.name_fr]
    : [];

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <BackToSearch back={back} />
      {judgedForPicker}
      <QueryState
        query={product}
        notFound={
          <>
            {t('portal.product.notFound')}{' '}
            <Link to={paths.portal.home} className="font-medium text-brand-800 underline">
              {t('portal.product.toSearch')}
            </Link>
          </>
        }
      >
        {product.data && (
          <>
            <article className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 md:grid-cols-[16rem_1fr]">
              <ProductImage
                src={product.data.image}
                className="h-44 w-full rounded-xl sm:h-56 md:h-64"
              />
              <div className="flex flex-col gap-3">
                <div className="flex items-start justify-between gap-3">
                  <h1 className="text-2xl font-bold text-slate-900">{name(product.data)}</h1>
                  {favorite}
                </div>
                {product.data.brand?.name && (
                  <p className="text-slate-700">{product.data.brand.name}</p>
                )}
                <p className="text-sm text-slate-600">
                  {[
                    product.data.quantity,
                    t('portal.product.barcode', { code: product.data.barcode }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <div className="flex flex-col items-start gap-2">
                  <DietBadge
                    color={dietCheck.data?.diet_color ?? product.data.diet_color}
                    scope={household ? 'everyone' : 'me'}
                  />
                  {household && <PersonColours people={household} />}
                </div>
                <PriceTag price={product.data.price} className="text-lg" />
                {product.data.grocery_store?.name && (
                  <p className="text-sm text-slate-700">
                    {t('portal.product.store', { store: product.data.grocery_store.name })}
                  </p>
                )}
                {product.data.product_url && (
                  <a
                    href={product.data.product_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="self-start font-medium text-brand-800 underline"
                  >
                    {t('portal.product.storeLink')}
                    <span className="sr-only"> {t('portal.product.newTab')}</span>
                  </a>
                )}
              </div>
            </article>
            <QueryState query={dietCheck}>
              {dietCheck.data?.people && <PeopleVerdicts people={dietCheck.data.people} />}
              {dietCheck.data && !dietCheck.data.people && (
                <DietCheckCard
                  result={dietCheck.data}
                  footer={report?.(dietCheck.data)}
                  badge={false}
                  placeOf={(trigger) => triggerPlace(trigger, ingredients, names)}
                />
              )}
            </QueryState>
            {details.isPending ? (
              <p role="status" className="text-slate-600">
                {t('common.loading')}
              </p>
            ) : (
              <DetailTabs product={product.data} details={details.data} triggers={triggers} />
            )}
            <RecommendationsStrip
              productId={productId}
              color={dietCheck.data?.diet_color ?? product.data.diet_color}
              from={back?.from ?? ''}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
