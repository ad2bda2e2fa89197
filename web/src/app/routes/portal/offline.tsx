import { OfflinePage } from '#web/features/offline/components/offline-page.tsx';
import { useCategories } from '#web/features/products/api/get-categories.ts';
import { useSubcategories } from '#web/features/products/api/get-subcategories.ts';

export function OfflineRoute() {
  const categories = useCategories();
  const subcategories = useSubcategories();
  return <OfflinePage categories={categories.data} subcategories={subcategories.data} />;
}
