import type { FeedItem } from '@safeshelf/contract';
import type { ItemRow } from './repository.js';

export const presentItem = (row: ItemRow): FeedItem => ({
  id: Number(row.id),
  kind: row.kind,
  product_id: row.product_id,
  my_product_id: row.my_product_id,
  name_en: row.product_name.en,
  name_de: row.product_name.de,
  name_fr: row.product_name.fr,
  image: row.image_url,
  color_before: row.color_before,
  color_after: row.color_after,
  words_added: row.words_added,
  words_removed: row.words_removed,
  changed_at: new Date(row.changed_at).toISOString(),
  read: row.read_at !== null,
});
