import { ComingSoon } from '#web/features/portal-layout/components/coming-soon.tsx';

export function NewsRoute() {
  return <ComingSoon page="news" />;
}

export function PremiumRoute() {
  return <ComingSoon page="premium" />;
}
