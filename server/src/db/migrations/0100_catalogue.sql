-- Catalogue: a two-level shopper category tree and products merged by barcode from several sources.
create table categories (
  id integer primary key,
  slug text not null unique,
  name_en text not null,
  name_de text not null,
  name_fr text not null,
  position integer not null
);

create table subcategories (
  id integer primary key,
  slug text not null unique,
  category_id integer not null references categories (id),
  name_en text not null,
  name_de text not null,
  name_fr text not null,
  position integer not null
);

-- One row per (barcode, source kind): what each source says, normalised. Products are merged from it,
-- so re-importing one source never loses what another source contributed.
create table product_sources (
  code text not null,
  source text not null,
  payload jsonb not null,
  primary key (code, source)
);

create table products (
  id integer generated always as identity primary key,
  code text not null unique,
  name_en text,
  name_de text,
  name_fr text,
  name_other text,
  generic_name text,
  brand text,
  quantity text,
  stores text[] not null default '{}',
  countries text[] not null default '{}',
  origins text,
  image_url text,
  category_id integer references categories (id),
  subcategory_id integer references subcategories (id),
  categories_tags text[] not null default '{}',
  labels_tags text[] not null default '{}',
  allergens_tags text[] not null default '{}',
  traces_tags text[] not null default '{}',
  ingredients_text_en text,
  ingredients_text_de text,
  ingredients_text_fr text,
  ingredients_text_other text,
  nutriments jsonb not null default '{}',
  sources text[] not null default '{}',
  licences text[] not null default '{}',
  -- Engine flag tokens (computeFlags → flagTokens): colour by diet is `diet_tokens && $red`.
  diet_tokens text[] not null default '{}',
  -- Normalised name words (TypeScript-normalised: lower case, no accents), for similarity.
  name_search text not null default '',
  -- Weighted words: names A, brand B, compound parts C, subcategory names D, plus '#'-prefixed diet
  -- tokens, so one GIN index answers text search and the diet filter together.
  search_doc tsvector not null default ''::tsvector,
  completeness smallint not null default 0,
  content_hash text not null,
  price numeric(10, 2),
  grocery_store text,
  product_url text,
  price_date date,
  updated_at timestamptz not null default now()
);
create index products_search_doc_idx on products using gin (search_doc);
create index products_category_idx on products (category_id, completeness desc, id);
create index products_subcategory_idx on products (subcategory_id, completeness desc, id);
create index products_listing_idx on products (completeness desc, id);
create index products_name_trgm_idx on products using gin (name_search gin_trgm_ops);

-- Every distinct search word (names, brands, compound parts), for one-typo tolerance.
create table search_words (
  word text primary key
);
