import { AboutPage } from '../../features/public/about/about-page';

export function AboutRoute() {
  return <AboutPage />;
}
