-- Products a user judged from a photo of their label (issue 16): private to the user, removed with
-- the account. The verdict is kept with what judged it (engine fingerprint, diet profile key), so a
-- read after either changed judges the text again and stores the new verdict.
create table my_products (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  name text not null,
  barcode text,
  ingredients_text text not null,
  lang text,
  diet_color text not null,
  checks jsonb not null,
  judged_by text not null,
  judged_for text not null,
  created_at timestamptz not null default now(),
  constraint my_products_lang_check check (lang is null or lang in ('de', 'fr', 'it', 'en')),
  constraint my_products_color_check check (diet_color in ('green', 'yellow', 'red'))
);
create index my_products_user_idx on my_products (user_id, created_at desc);

-- "Is this wrong?" reports on a verdict: what was judged (a catalogue product, one of the user's
-- products or a scanned text, kept as text so the report still reads after either is gone), the
-- verdict shown and the engine that gave it, and what the user says. Removed with the account.
create table verdict_reports (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  product_id integer references products (id) on delete set null,
  product_code text,
  my_product_id integer references my_products (id) on delete set null,
  product_name text,
  ingredients_text text,
  lang text,
  intolerance text not null,
  reason text not null,
  comment text,
  diet_color text not null,
  checks jsonb not null,
  engine_fingerprint text not null,
  created_at timestamptz not null default now()
);
create index verdict_reports_user_idx on verdict_reports (user_id, created_at desc);
