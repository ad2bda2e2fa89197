-- Facts about the catalogue as a whole, e.g. `engine_fingerprint`: the diet engine (code and
-- knowledge files) that judged the stored diet tokens. A start with another engine re-judges all.
create table catalogue_meta (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);
