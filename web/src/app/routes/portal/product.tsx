import { useLocation, useParams } from 'react-router';
import { ProductDetail } from '../../../features/products/components/product-detail';
import type { BackState } from '../../../features/products/components/product-card';
import { FavoriteButton } from '../../../features/favorites/components/favorite-button';
import { ReportVerdict } from '../../../features/verdict-reports/components/report-verdict';

export function ProductRoute() {
  const { productId = '' } = useParams();
  const location = useLocation();
  const back = (location.state as BackState | null) ?? undefined;
  const numericId = Number(productId);
  const known = Number.isInteger(numericId) && numericId > 0;
  return (
    <ProductDetail
      key={productId}
      productId={productId}
      back={back}
      favorite={known ? <FavoriteButton productId={numericId} /> : undefined}
      report={
        known
          ? (result) => <ReportVerdict target={{ product_id: numericId }} checks={result.checks} />
          : undefined
      }
    />
  );
}
