import { useLocation, useParams } from 'react-router';
import { ProductDetail } from '#web/features/products/components/product-detail.tsx';
import type { BackState } from '#web/features/products/components/product-card.tsx';
import { FavoriteButton } from '#web/features/favorites/components/favorite-button.tsx';
import { ReportVerdict } from '#web/features/verdict-reports/components/report-verdict.tsx';
import { RememberViewed } from '#web/features/offline/components/offline-sync.tsx';

export function ProductRoute() {
  const { productId = '' } = useParams();
  const location = useLocation();
  const back = (location.state as BackState | null) ?? undefined;
  const numericId = Number(productId);
  const known = Number.isInteger(numericId) && numericId > 0;
  return (
    <>
      {known && <RememberViewed productId={numericId} />}
      <ProductDetail
        key={productId}
        productId={productId}
        back={back}
        favorite={known ? <FavoriteButton productId={numericId} /> : undefined}
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
