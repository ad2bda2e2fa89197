import { ProfilePage } from '#web/features/profile/components/profile-page.tsx';

export function ProfileRoute() {
  return <ProfilePage />;
}
