-- The ingredient list as the diet engine parsed it at import (top-level ingredients, as written),
-- so the product page shows it without parsing the list again: one request reads the row once and
-- the only parse left is the live diet check's (issue 28 point 6). Filled by the next import or
-- re-judge (the catalogue code changed, so the first start after this migration re-merges all).
alter table products add column ingredients text[] not null default '{}';
