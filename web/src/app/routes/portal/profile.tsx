import { ProfilePage } from '../../../features/profile/components/profile-page';

export function ProfileRoute() {
  return <ProfilePage />;
}
