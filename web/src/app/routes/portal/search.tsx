import { SearchPage } from '../../../features/products/components/search-page';

export function SearchRoute() {
  return <SearchPage />;
}
