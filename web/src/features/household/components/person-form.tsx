import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseholdPerson } from '@safeshelf/contract';
import {
  DietFields,
  type DietFieldValues,
  groupsToSave,
} from '#web/components/diet/diet-fields.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { splitCustomTerms } from '#web/lib/custom-terms.ts';
import { useFieldErrorText } from '#web/lib/field-errors.ts';
import { useSavePerson } from '../api/save-person';

/** A household person's name and diet: a new one (no `person`) or one to change. */
export function PersonForm({
  person,
  onDone,
}: {
  person?: HouseholdPerson;
  onDone: (saved: HouseholdPerson | null) => void;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const save = useSavePerson();
  const [name, setName] = useState(person?.name ?? '');
  const [diet, setDiet] = useState<DietFieldValues>({
    intolerances: person?.intolerances ?? [],
    custom: person?.custom_intolerances.join(', ') ?? '',
    groups: person?.tolerated_fodmap_groups ?? [],
  });
  const [nameError, setNameError] = useState<string>();
  const serverFields = save.error instanceof ApiRequestError ? save.error.fields : {};

  const submit = () => {
    if (!name.trim()) return setNameError(fieldError('required'));
    setNameError(undefined);
    save.mutate(
      {
        id: person?.id,
        name: name.trim(),
        intolerances: diet.intolerances,
        custom_intolerances: splitCustomTerms(diet.custom),
        tolerated_fodmap_groups: groupsToSave(diet),
      },
      { onSuccess: (saved) => onDone(saved) },
    );
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label={t('portal.household.card.name')}
        hint={t('portal.household.card.nameHint')}
        value={name}
        maxLength={40}
        autoComplete="off"
        error={nameError ?? (serverFields.name ? fieldError(serverFields.name) : undefined)}
        onChange={(event) => setName(event.target.value)}
      />
      <DietFields
        intolerancesLegend={t('portal.household.card.intolerances')}
        value={diet}
        onChange={setDiet}
      />
      {save.isError && !serverFields.name && (
        <Alert tone="error">{t('portal.household.card.failed')}</Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          {person ? t('portal.household.card.save') : t('portal.household.card.addSave')}
        </Button>
        <Button variant="secondary" onClick={() => onDone(null)} disabled={save.isPending}>
          {t('portal.household.card.cancel')}
        </Button>
      </div>
    </form>
  );
}
