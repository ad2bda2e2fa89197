import { ComingSoon } from '../../../features/portal-layout/components/coming-soon';

export function NewsRoute() {
  return <ComingSoon page="news" />;
}

export function PremiumRoute() {
  return <ComingSoon page="premium" />;
}
