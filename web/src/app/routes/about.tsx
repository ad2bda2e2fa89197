import { AboutPage } from '#web/features/public/about/about-page.tsx';

export function AboutRoute() {
  return <AboutPage />;
}
