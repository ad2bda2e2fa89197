import { SearchPage } from '#web/features/products/components/search-page.tsx';
import { Greeting } from '#web/features/profile/components/greeting.tsx';

export function SearchRoute() {
  return (
    <>
      <Greeting />
      <SearchPage />
    </>
  );
}
