-- Refresh tokens: opaque random strings, stored only as SHA-256 hashes. Each login starts a family;
-- every refresh rotates the token (rotated_at, replaced_by). Presenting a rotated token after the
-- grace window revokes the whole family (docs/decisions/020-token-design.md).
create table refresh_tokens (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  family_id text not null,
  token_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  rotated_at timestamptz,
  revoked_at timestamptz
);
create unique index refresh_tokens_hash_key on refresh_tokens (token_hash);
create index refresh_tokens_family_idx on refresh_tokens (family_id);
create index refresh_tokens_user_idx on refresh_tokens (user_id);

-- Failed logins per account (or per unknown identifier, so both look the same): after 5 failures
-- the next attempt must wait (docs/decisions/021-brute-force.md).
create table login_throttle (
  key text primary key,
  failures integer not null default 0,
  blocked_until timestamptz,
  updated_at timestamptz not null default now()
);

alter table users add constraint users_birth_year_check check (birth_year is null or birth_year between 1900 and 2200);
alter table users add constraint users_shopping_preference_check check (shopping_preference is null or shopping_preference between 0 and 9);
