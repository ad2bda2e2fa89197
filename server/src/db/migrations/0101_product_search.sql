-- Search reads a narrow projection of products (id, order keys, filters, words) instead of the wide
-- products rows: a common word matches tens of thousands of rows at 1M products, and every match
-- costs a heap page visit. ~25 rows per page here instead of ~6.
create table product_search (
  id integer primary key references products (id) on delete cascade,
  completeness smallint not null,
  category_id integer,
  subcategory_id integer,
  name_search text not null,
  search_doc tsvector not null
);
insert into product_search (id, completeness, category_id, subcategory_id, name_search, search_doc)
select id, completeness, category_id, subcategory_id, name_search, search_doc from products;
create index product_search_doc_idx on product_search using gin (search_doc);
create index product_search_category_idx on product_search (category_id, completeness desc, id);
create index product_search_subcategory_idx on product_search (subcategory_id, completeness desc, id);
create index product_search_listing_idx on product_search (completeness desc, id);
drop index products_search_doc_idx;
alter table products drop column search_doc;
