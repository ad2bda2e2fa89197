// Allowed values the web app shows before any validation runs. This module imports no zod, so a
// page listing them does not download the schemas (`@safeshelf/contract/values`).
export { INTOLERANCES } from '@safeshelf/engine';

export const GENDERS = ['Male', 'Female', 'Other'] as const;
