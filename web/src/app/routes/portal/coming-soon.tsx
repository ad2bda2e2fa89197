import { ComingSoon } from '#web/features/portal-layout/components/coming-soon.tsx';

export function PremiumRoute() {
  return <ComingSoon page="premium" />;
}
