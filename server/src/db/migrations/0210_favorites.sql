-- A user's favourite products. Sorted after the catalogue (0100) so products exists; a product
-- leaving the catalogue or a user deleting their account removes the favourite with it.
create table favorites (
  user_id integer not null references users (id) on delete cascade,
  product_id integer not null references products (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, product_id)
);
create index favorites_product_idx on favorites (product_id);
