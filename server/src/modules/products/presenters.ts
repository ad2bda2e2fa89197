import type { ProductCard } from '@safeshelf/contract';
import type { CardRow } from './repository.js';

type Names = Pick<CardRow, 'name_en' | 'name_de' | 'name_fr' | 'name_other'>;

/** A name in every language: the product's own, else the unknown-language name, else another language. */
export function localisedNames(p: Names) {
  const any = p.name_en ?? p.name_de ?? p.name_fr ?? p.name_other ?? '';
  return {
    name_en: p.name_en ?? p.name_other ?? p.name_de ?? p.name_fr ?? any,
    name_de: p.name_de ?? p.name_other ?? p.name_en ?? p.name_fr ?? any,
    name_fr: p.name_fr ?? p.name_other ?? p.name_en ?? p.name_de ?? any,
  };
}

const ref = (id: number | null, en: string | null, de: string | null, fr: string | null) =>
  id === null ? null : { id, name_en: en ?? '', name_de: de ?? '', name_fr: fr ?? '' };

export function presentCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    barcode: row.code,
    ...localisedNames(row),
    description: row.generic_name ?? row.quantity ?? null,
    image: row.image_url,
    price: row.price === null ? null : Number(row.price),
    diet_color: row.diet_color,
    brand: row.brand ? { name: row.brand } : null,
    category: ref(row.category_id, row.category_en, row.category_de, row.category_fr),
    subcategory: ref(
      row.subcategory_id,
      row.subcategory_en,
      row.subcategory_de,
      row.subcategory_fr,
    ),
    grocery_store: row.grocery_store ? { name: row.grocery_store } : null,
    product_url: row.product_url,
  };
}
