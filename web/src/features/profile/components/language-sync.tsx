import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../api/get-me';
import { useOwnProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { profileLanguageOf } from '../languages';

/**
 * The profile's language and the interface language are one setting (issue 13): whichever the
 * user switched last (the language menu, the profile's select, a `?lng=` link) is the interface
 * language, and the portal saves it to the profile, so e-mails and the next device use it too.
 */
export function ProfileLanguageSync() {
  const { i18n } = useTranslation();
  const me = useMe();
  const profile = useOwnProfile(me.data?.id);
  const update = useUpdateProfile(me.data?.id ?? 0);
  const wanted = profileLanguageOf(i18n.resolvedLanguage);
  const saved = profile.data?.language;
  const { isPending, mutate } = update;
  useEffect(() => {
    if (saved && wanted && saved !== wanted && !isPending) mutate({ language: wanted });
  }, [saved, wanted, isPending, mutate]);
  return null;
}
