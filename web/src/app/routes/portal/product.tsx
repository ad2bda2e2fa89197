import { useLocation, useParams } from 'react-router';
import { ProductDetail } from '#web/features/products/components/product-detail.tsx';
import type { BackState } from '#web/features/products/components/product-card.tsx';
import { FavoriteButton } from '#web/features/favorites/components/favorite-button.tsx';
import { ReportVerdict } from '#web/features/verdict-reports/components/report-verdict.tsx';
import { JudgedForPicker } from '#web/features/household/components/judged-for-picker.tsx';
import { useProductPage } from '#web/features/products/api/get-product-page.ts';
import { useRecordInterest } from '#web/features/feed/api/record-interest.ts';
import { useJudgedFor } from '#web/lib/judged-for.ts';
import { RememberViewed } from '#web/features/offline/components/offline-sync.tsx';

export function ProductRoute() {
  const { productId = '' } = useParams();
  const location = useLocation();
  const back = (location.state as BackState | null) ?? undefined;
  const numericId = Number(productId);
  const known = Number.isInteger(numericId) && numericId > 0;
  // The page's own query (same key, no second request): its subcategory counts as browsed.
  const page = useProductPage(productId, useJudgedFor());
  useRecordInterest(page.data?.product.subcategory?.id);
  return (
    <>
      {known && <RememberViewed productId={numericId} />}
      <ProductDetail
        key={productId}
        productId={productId}
        back={back}
        favorite={known ? <FavoriteButton productId={numericId} /> : undefined}
        judgedForPicker={<JudgedForPicker />}
        report={
          known
            ? (result) => (
                <ReportVerdict target={{ product_id: numericId }} checks={result.checks} />
              )
            : undefined
        }
      />
    </>
  );
}
