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
import { useProductPage } from '../api/get-product-page';
import { DietCheckCard } from '#web/components/diet/diet-check-card.tsx';
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
  // One request answers the whole page (issue 28): product, details, diet check, alternatives.
  const page = useProductPage(productId, useJudgedFor());
  const { product, details, diet_check: dietCheck, alternatives } = page.data ?? {};
  // Without signal the page is this phone's copy: what it does not keep needs a connection.
  const fromPhone = !!page.data && 'from_phone' in page.data;
  useDocumentTitle(product ? name(product) : undefined);
  const triggers = dietCheck?.checks.flatMap((check) => (check.trigger ? [check.trigger] : []));

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <BackToSearch back={back} />
      {judgedForPicker}
      <QueryState
        query={page}
        notFound={
          <>
            {t('portal.product.notFound')}{' '}
            <Link to={paths.portal.home} className="font-medium text-brand-800 underline">
              {t('portal.product.toSearch')}
            </Link>
          </>
        }
      >
        {product && details && dietCheck && alternatives && (
          <>
            <article className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 md:grid-cols-[16rem_1fr]">
              <ProductImage
                src={product.image}
                className="h-44 w-full rounded-xl sm:h-56 md:h-64"
              />
              <div className="flex flex-col gap-3">
                <div className="flex items-start justify-between gap-3">
                  <h1 className="text-2xl font-bold text-slate-900">{name(product)}</h1>
                  {favorite}
                </div>
                {product.brand?.name && <p className="text-slate-700">{product.brand.name}</p>}
                <p className="text-sm text-slate-600">
                  {[product.quantity, t('portal.product.barcode', { code: product.barcode })]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <div className="flex flex-col items-start gap-2">
                  <DietBadge
                    color={dietCheck.diet_color}
                    scope={product.household ? 'everyone' : 'me'}
                  />
                  {product.household && <PersonColours people={product.household} />}
                </div>
                <PriceTag price={product.price} className="text-lg" />
                {product.grocery_store?.name && (
                  <p className="text-sm text-slate-700">
                    {t('portal.product.store', { store: product.grocery_store.name })}
                  </p>
                )}
                {product.product_url && (
                  <a
                    href={product.product_url}
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
            {/* Judged for everyone: each person's verdict; "Is this wrong?" is for one's own. */}
            {dietCheck.people ? (
              <PeopleVerdicts people={dietCheck.people} />
            ) : (
              <DietCheckCard result={dietCheck} footer={report?.(dietCheck)} badge={false} />
            )}
            <DetailTabs
              product={product}
              details={details}
              triggers={triggers ?? []}
              fromPhone={fromPhone}
            />
            <RecommendationsStrip
              products={alternatives}
              color={dietCheck.diet_color}
              from={back?.from ?? ''}
              fromPhone={fromPhone}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
