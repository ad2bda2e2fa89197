import { SearchPage } from '#web/features/products/components/search-page.tsx';

export function SearchRoute() {
  return <SearchPage />;
}
