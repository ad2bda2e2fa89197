import { FavoritesPage } from '#web/features/favorites/components/favorites-page.tsx';

export function FavoritesRoute() {
  return <FavoritesPage />;
}
