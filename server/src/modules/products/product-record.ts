import type { ProductInput } from '@safeshelf/engine';
import { toProductInput } from '#server/modules/catalogue/index.js';
import type { ProductRecord } from './repository.js';

const u = (v: string | null) => v ?? undefined;

/** The product as the diet engine reads it: the same input the import computed its flags from. */
export function toEngineInput(r: ProductRecord): ProductInput {
  return toProductInput({
    code: r.code,
    names: {
      en: u(r.name_en),
      de: u(r.name_de),
      fr: u(r.name_fr),
      it: u(r.name_it),
      other: u(r.name_other),
    },
    ingredients_text: {
      en: u(r.ingredients_text_en),
      de: u(r.ingredients_text_de),
      fr: u(r.ingredients_text_fr),
      it: u(r.ingredients_text_it),
      other: u(r.ingredients_text_other),
    },
    allergens_tags: r.allergens_tags,
    traces_tags: r.traces_tags,
    labels_tags: r.labels_tags,
    categories_tags: r.categories_tags,
    nutriments: r.nutriments,
  });
}
