import { useTranslation } from 'react-i18next';
import { useMe } from '../api/get-me';
import { useOwnProfile } from '../api/get-profile';

/** "Hello, Anna": the portal knows who is shopping (their first name, else the username). */
export function Greeting() {
  const { t } = useTranslation();
  const me = useMe();
  const profile = useOwnProfile(me.data?.id);
  // Wait for the profile, so the username does not flash before the first name.
  if (profile.isPending) return null;
  const name = profile.data?.name.trim() || me.data?.username;
  if (!name) return null;
  return (
    <p className="mx-auto mb-1 max-w-6xl text-lg font-medium text-brand-800">
      {t('portal.greeting', { name })}
    </p>
  );
}
