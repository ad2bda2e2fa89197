import { z } from 'zod';

/**
 * Whether the product catalogue is ready. On a fresh installation the server serves while it
 * imports the catalogue: `loading` until the import has finished (`products` so far).
 */
export const CatalogueStatusSchema = z.object({
  state: z.enum(['loading', 'ready']),
  products: z.number().int().nonnegative(),
});
export type CatalogueStatus = z.infer<typeof CatalogueStatusSchema>;
