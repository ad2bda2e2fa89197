import type { RegisterFormInput } from '#web/features/auth/api/register.ts';

/** The questionnaire's steps, each with the fields it validates before moving on. */
export const STEPS = [
  { key: 'intolerances', fields: ['intolerances', 'other'] },
  { key: 'shopping', fields: ['shopping_preference'] },
  { key: 'gender', fields: ['gender'] },
  { key: 'name', fields: ['name', 'surname'] },
  { key: 'birthYear', fields: ['birth_year'] },
  { key: 'account', fields: ['username', 'email', 'password1', 'password2'] },
] as const satisfies readonly { key: string; fields: readonly (keyof RegisterFormInput)[] }[];

export type StepKey = (typeof STEPS)[number]['key'];

/** The step that asks for a field, so a server-side error can send the user back to it. */
export function stepOfField(field: string): number {
  const index = STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? STEPS.length - 1 : index;
}
