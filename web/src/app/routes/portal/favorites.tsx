import { FavoritesPage } from '#web/features/favorites/components/favorites-page.tsx';
import { MyProductsSection } from '#web/features/label-scan/components/my-products-section.tsx';
import { ReportVerdict } from '#web/features/verdict-reports/components/report-verdict.tsx';

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
