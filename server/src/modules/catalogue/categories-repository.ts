import { sql } from 'drizzle-orm';
import type { Category, Subcategory } from '@safeshelf/contract';
import { queryRows, type Db } from '#server/db/client.js';

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await queryRows<Omit<Category, 'image'>>(
    db,
    sql`select id, slug, name_en, name_de, name_fr from categories order by position`,
  );
  return rows.map((r) => ({ ...r, image: `/categories/${r.slug}.svg` }));
}

export async function listSubcategories(db: Db, categoryId?: number): Promise<Subcategory[]> {
  const where = categoryId ? sql`where s.category_id = ${categoryId}` : sql``;
  return queryRows<Subcategory>(
    db,
    sql`select s.id, s.slug, s.name_en, s.name_de, s.name_fr, s.category_id as category
        from subcategories s join categories c on c.id = s.category_id ${where} order by c.position, s.position`,
  );
}
