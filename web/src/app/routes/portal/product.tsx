import { useLocation, useParams } from 'react-router';
import { ProductDetail } from '#web/features/products/components/product-detail.tsx';
import { FavoriteButton } from '#web/features/favorites/components/favorite-button.tsx';

export function ProductRoute() {
  const { productId = '' } = useParams();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '';
  const numericId = Number(productId);
  return (
    <ProductDetail
      key={productId}
      productId={productId}
      backSearch={from}
      favorite={
        Number.isInteger(numericId) && numericId > 0 ? (
          <FavoriteButton productId={numericId} />
        ) : undefined
      }
    />
  );
}
