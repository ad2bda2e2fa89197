-- A common word matches tens of thousands of products at 1M, and ordering all of them by
-- completeness (to rank only the most complete) visited every match's row. The search index now
-- also holds each product's completeness (0–6), category and subcategory as the lexemes '~c<n>',
-- '~k<id>' and '~s<id>' ('~k0'/'~s0': none), so the index alone answers "matches of completeness
-- 6 or 5 in category 1", then 4, …, and only the rows that get ranked are read
-- (products/repository.ts; the expression there must stay identical to this one).
-- The name is kept: the import merges this index's pending list by name.
drop index product_search_doc_idx;
create index product_search_doc_idx on product_search using gin ((search_doc || array_to_tsvector(array[
  '~c' || completeness::text, '~k' || coalesce(category_id, 0)::text, '~s' || coalesce(subcategory_id, 0)::text])));
analyze product_search;
