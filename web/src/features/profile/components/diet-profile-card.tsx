import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@safeshelf/contract';
import { Card } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { useUpdateProfile } from '../api/update-profile';
import { splitCustomTerms } from '#web/lib/custom-terms.ts';
import { DietFields, groupsToSave } from '#web/components/diet/diet-fields.tsx';

const same = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** The diet profile; saving it recolours every product in the portal at once. */
export function DietProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(profile.id);
  const [intolerances, setIntolerances] = useState(profile.intolerances);
  const [custom, setCustom] = useState(profile.custom_intolerances.join(', '));
  const [groups, setGroups] = useState(profile.tolerated_fodmap_groups);
  const savedGroups = groupsToSave({ intolerances, groups });

  const dirty =
    !same(intolerances, profile.intolerances) ||
    !same(splitCustomTerms(custom), profile.custom_intolerances) ||
    !same(savedGroups, profile.tolerated_fodmap_groups);

  const save = () =>
    update.mutate(
      {
        intolerances,
        custom_intolerances: splitCustomTerms(custom),
        tolerated_fodmap_groups: savedGroups,
      },
      { onSuccess: (saved) => setCustom(saved.custom_intolerances.join(', ')) },
    );

  return (
    <Card as="section" aria-labelledby="diet-title" className="flex flex-col gap-4">
      <div>
        <h2 id="diet-title" className="text-xl font-semibold text-slate-900">
          {t('portal.profile.diet.title')}
        </h2>
        <p className="text-slate-600">{t('portal.profile.diet.intro')}</p>
      </div>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (dirty) save();
        }}
      >
        <DietFields
          intolerancesLegend={t('portal.profile.diet.intolerances')}
          value={{ intolerances, custom, groups }}
          onChange={(next) => {
            setIntolerances(next.intolerances);
            setCustom(next.custom);
            setGroups(next.groups);
          }}
        />
        {update.isSuccess && !dirty && (
          <Alert tone="success">{t('portal.profile.diet.saved')}</Alert>
        )}
        {update.isError && <Alert tone="error">{t('portal.profile.diet.failed')}</Alert>}
        <Button type="submit" className="self-start" disabled={!dirty} loading={update.isPending}>
          {t('portal.profile.diet.save')}
        </Button>
      </form>
    </Card>
  );
}
