-- A product's shop link is shown as a link: http and https only (issue 29, 11). The price import
-- drops any other scheme; links stored before are removed, and the database refuses new ones.
update products set product_url = null where product_url !~* '^https?://';
alter table products add constraint products_product_url_http check (product_url ~* '^https?://');
