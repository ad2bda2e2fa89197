import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useMe } from '../api/get-me';
import { useProfile } from '../api/get-profile';
import { PersonalInfoForm } from './personal-info-form';
import { CredentialsForm } from './credentials-form';
import { DietProfileCard } from './diet-profile-card';
import { AccountActions } from './account-actions';

/** `household`: the people the user shops for, composed in by the route (issue 33). */
export function ProfilePage({ household }: { household?: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  const profile = useProfile(me.data?.id);
  useDocumentTitle(t('portal.profile.title'));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('portal.profile.title')}</h1>
      <QueryState query={me.isError ? me : profile}>
        {me.data && profile.data && (
          <>
            <PersonalInfoForm profile={profile.data} />
            <CredentialsForm userId={me.data.id} email={me.data.email} />
            <DietProfileCard profile={profile.data} />
            {household}
            <AccountActions />
          </>
        )}
      </QueryState>
    </div>
  );
}
