-- Italian names and ingredient lists (Open Food Facts product_name_it, ingredients_text_it): the
-- diet engine reads an Italian list when a pack has no German, French or English one, and its
-- claims read every name; search finds the Italian name. Not shown: Italian is no portal language.
alter table products
  add column name_it text,
  add column ingredients_text_it text;
