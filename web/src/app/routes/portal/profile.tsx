import { ProfilePage } from '#web/features/profile/components/profile-page.tsx';
import { HouseholdCard } from '#web/features/household/components/household-card.tsx';

export function ProfileRoute() {
  return <ProfilePage household={<HouseholdCard />} />;
}
