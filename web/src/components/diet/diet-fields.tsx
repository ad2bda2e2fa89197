import { useTranslation } from 'react-i18next';
import type { Profile } from '@safeshelf/contract';
import { CheckboxGroup } from '../ui/checkbox-group';
import { TextField } from '../ui/form-field';

type Intolerance = Profile['intolerances'][number];
type FodmapGroup = Profile['tolerated_fodmap_groups'][number];

const INTOLERANCES: Intolerance[] = ['lactose', 'gluten', 'fructose', 'fodmap'];
const GROUPS: FodmapGroup[] = ['fructans', 'gos', 'lactose', 'excess_fructose', 'polyols'];

/** The tolerated groups to save: none unless the diet is FODMAP (hidden ones are kept unsaved). */
export const groupsToSave = (value: Pick<DietFieldValues, 'intolerances' | 'groups'>) =>
  value.intolerances.includes('fodmap') ? value.groups : [];

export interface DietFieldValues {
  intolerances: Intolerance[];
  /** The custom words as typed (comma-separated). */
  custom: string;
  groups: FodmapGroup[];
}

/**
 * The fields of a diet profile: intolerances, the user's own words, the FODMAP groups tolerated
 * after reintroduction. The user's own profile and each household person's use the same ones.
 */
export function DietFields({
  value,
  onChange,
  intolerancesLegend,
}: {
  value: DietFieldValues;
  onChange: (next: DietFieldValues) => void;
  intolerancesLegend: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CheckboxGroup
        legend={intolerancesLegend}
        options={INTOLERANCES.map((option) => ({
          value: option,
          label: t(`portal.intolerances.${option}`),
        }))}
        selected={value.intolerances}
        onChange={(intolerances) => onChange({ ...value, intolerances })}
      />
      <TextField
        label={t('portal.profile.diet.custom')}
        hint={t('portal.profile.diet.customHint')}
        value={value.custom}
        onChange={(event) => onChange({ ...value, custom: event.target.value })}
      />
      {/* The groups tolerated after reintroduction mean something only on a FODMAP diet (issue
          31.12); unticking FODMAP keeps them here in case it is ticked again, unsaved. */}
      {value.intolerances.includes('fodmap') && (
        <CheckboxGroup
          legend={t('portal.profile.diet.fodmapTitle')}
          hint={t('portal.profile.diet.fodmapHint')}
          options={GROUPS.map((option) => ({
            value: option,
            label: t(`portal.profile.diet.groups.${option}`),
          }))}
          selected={value.groups}
          onChange={(groups) => onChange({ ...value, groups })}
        />
      )}
    </>
  );
}
