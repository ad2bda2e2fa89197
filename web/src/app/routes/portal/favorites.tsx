import { FavoritesPage } from '../../../features/favorites/components/favorites-page';
import { MyProductsSection } from '../../../features/label-scan/components/my-products-section';
import { ReportVerdict } from '../../../features/verdict-reports/components/report-verdict';

export function FavoritesRoute() {
  return (
    <div className="flex flex-col gap-8">
      <FavoritesPage />
      <div className="mx-auto w-full max-w-4xl">
        <MyProductsSection
          report={(product) => (
            <ReportVerdict target={{ my_product_id: product.id }} checks={product.checks} />
          )}
        />
      </div>
    </div>
  );
}
