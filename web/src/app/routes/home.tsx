import { HomePage } from '../../features/public/home/home-page';

export function HomeRoute() {
  return <HomePage />;
}
