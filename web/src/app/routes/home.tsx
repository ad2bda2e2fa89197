import { HomePage } from '#web/features/public/home/home-page.tsx';

export function HomeRoute() {
  return <HomePage />;
}
