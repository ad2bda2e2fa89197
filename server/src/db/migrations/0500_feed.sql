-- The news feed (issue 33, decision 200). The feed is built from what the catalogue's writers
-- already know, in the same transaction: triggers on products and catalogue_meta note which
-- products changed (old and new ingredient texts and diet tokens) and when the diet engine
-- changed. Whatever writes products (the import today, its worker-thread rework tomorrow) is
-- recorded the same way. Each user's feed is filled from this log when they next look
-- (feed_cursors), never by judging products again per request.

-- Products that changed: added ones (for "New for you"), and changed ones that someone follows (a
-- favourite or a verdict report): only those can reach a feed, and an engine change that touches
-- every product must not copy the whole catalogue here. Kept 90 days.
create table feed_product_changes (
  id bigint generated always as identity primary key,
  product_id integer not null,
  kind text not null,
  subcategory_id integer,
  -- {en, de, fr, other}: set when an ingredient text changed.
  texts_before jsonb,
  texts_after jsonb,
  -- Set when the diet tokens changed (so a colour may have changed for someone).
  tokens_before text[],
  tokens_after text[],
  xact bigint not null default txid_current(),
  changed_at timestamptz not null default now(),
  constraint feed_product_changes_kind_check check (kind in ('added', 'changed'))
);
create index feed_product_changes_product_idx on feed_product_changes (product_id, id);
create index feed_product_changes_added_idx on feed_product_changes (subcategory_id, id)
  where kind = 'added';
create index feed_product_changes_time_idx on feed_product_changes (changed_at);

-- The diet engine (code and knowledge files) changed: every product was judged again in this
-- transaction ("Your report" items come only from such changes).
create table feed_engine_changes (
  id bigint generated always as identity primary key,
  fingerprint_before text not null,
  fingerprint_after text not null,
  xact bigint not null default txid_current(),
  changed_at timestamptz not null default now()
);
create index feed_engine_changes_xact_idx on feed_engine_changes (xact);

create function feed_record_product_change() returns trigger language plpgsql as $$
declare
  list_before jsonb;
  list_after jsonb;
begin
  if tg_op = 'INSERT' then
    -- The first import fills an empty catalogue: nothing in it is new to anyone. The engine's
    -- fingerprint is recorded at the end of every import, so it exists from the second one on.
    if not exists (select 1 from catalogue_meta where key = 'engine_fingerprint') then
      return null;
    end if;
  elsif not exists (select 1 from favorites where product_id = new.id)
    and not exists (select 1 from verdict_reports where product_id = new.id) then
    return null;
  end if;
  -- Writers of the log take turns, so its ids are committed in order and a reader's cursor
  -- (the highest id it has seen) never skips a row committed later with a smaller id.
  perform pg_advisory_xact_lock(727275);
  if tg_op = 'INSERT' then
    insert into feed_product_changes (product_id, kind, subcategory_id)
    values (new.id, 'added', new.subcategory_id);
    return null;
  end if;
  list_before := jsonb_strip_nulls(jsonb_build_object('en', old.ingredients_text_en,
    'de', old.ingredients_text_de, 'fr', old.ingredients_text_fr, 'other', old.ingredients_text_other));
  list_after := jsonb_strip_nulls(jsonb_build_object('en', new.ingredients_text_en,
    'de', new.ingredients_text_de, 'fr', new.ingredients_text_fr, 'other', new.ingredients_text_other));
  if list_before = list_after then
    list_before := null;
    list_after := null;
  end if;
  insert into feed_product_changes (product_id, kind, subcategory_id, texts_before, texts_after,
    tokens_before, tokens_after)
  values (new.id, 'changed', new.subcategory_id, list_before, list_after,
    case when old.diet_tokens is distinct from new.diet_tokens then old.diet_tokens end,
    case when old.diet_tokens is distinct from new.diet_tokens then new.diet_tokens end);
  return null;
end $$;

create trigger products_feed_added after insert on products
  for each row execute function feed_record_product_change();
-- Evaluated for every updated row before anything is queued: a price update or a re-import that
-- changes neither list nor tokens costs one comparison.
create trigger products_feed_changed after update on products
  for each row
  when (old.diet_tokens is distinct from new.diet_tokens
    or old.ingredients_text_en is distinct from new.ingredients_text_en
    or old.ingredients_text_de is distinct from new.ingredients_text_de
    or old.ingredients_text_fr is distinct from new.ingredients_text_fr
    or old.ingredients_text_other is distinct from new.ingredients_text_other)
  execute function feed_record_product_change();

create function feed_record_engine_change() returns trigger language plpgsql as $$
begin
  insert into feed_engine_changes (fingerprint_before, fingerprint_after) values (old.value, new.value);
  return null;
end $$;

create trigger catalogue_meta_feed_engine after update on catalogue_meta
  for each row when (new.key = 'engine_fingerprint' and old.value is distinct from new.value)
  execute function feed_record_engine_change();

-- One user's feed. Items are self-contained (a name and the colours as they were), so they still
-- read after the product is gone; removed with the account; kept 90 days.
create table feed_items (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  kind text not null,
  product_id integer references products (id) on delete set null,
  my_product_id integer references my_products (id) on delete cascade,
  change_id bigint,
  -- {en, de, fr}: the product's name when the item was made.
  product_name jsonb not null,
  color_before text,
  color_after text,
  words_added text[] not null default '{}',
  words_removed text[] not null default '{}',
  changed_at timestamptz not null,
  read_at timestamptz,
  constraint feed_items_kind_check check (kind in ('favorite_changed', 'new_for_you', 'report_moved')),
  constraint feed_items_color_check check (
    (color_before is null or color_before in ('green', 'yellow', 'red'))
    and (color_after is null or color_after in ('green', 'yellow', 'red')))
);
-- One item per change, kind and user, however many requests fill the feed at once.
create unique index feed_items_change_key on feed_items (user_id, kind, change_id);
create index feed_items_user_idx on feed_items (user_id, changed_at desc, id desc);
create index feed_items_unread_idx on feed_items (user_id) where read_at is null;
create index feed_items_time_idx on feed_items (changed_at);

-- How far each user's feed has read the change log, and which engine judged their own products
-- when it last looked.
create table feed_cursors (
  user_id integer primary key references users (id) on delete cascade,
  change_id bigint not null default 0,
  engine_fingerprint text,
  checked_at timestamptz not null default now()
);

-- The subcategories a user browses ("New for you"): a count per subcategory, no product, no
-- history of visits. Removed with the account, in the data export.
create table feed_interests (
  user_id integer not null references users (id) on delete cascade,
  subcategory_id integer not null references subcategories (id) on delete cascade,
  visits integer not null default 1,
  last_visit_at timestamptz not null default now(),
  primary key (user_id, subcategory_id)
);

-- A user's own product ("My products") judged again by another engine for the same diet profile
-- with another colour: that is a verdict change for the user, recorded as it is stored (by
-- whichever read judged it again).
create function feed_record_my_product_change() returns trigger language plpgsql as $$
begin
  insert into feed_items (user_id, kind, my_product_id, product_name, color_before, color_after, changed_at)
  values (new.user_id,
    case when exists (select 1 from verdict_reports r where r.my_product_id = new.id)
      then 'report_moved' else 'favorite_changed' end,
    new.id, jsonb_build_object('en', new.name, 'de', new.name, 'fr', new.name),
    old.diet_color, new.diet_color, now());
  return null;
end $$;

create trigger my_products_feed_verdict after update on my_products
  for each row
  when (old.diet_color is distinct from new.diet_color and old.judged_for = new.judged_for
    and old.judged_by is distinct from new.judged_by)
  execute function feed_record_my_product_change();
