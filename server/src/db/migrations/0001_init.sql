-- Extensions used by catalogue search (both are trusted: a database owner may create them).
create extension if not exists pg_trgm;
create extension if not exists unaccent;

create table users (
  id integer generated always as identity primary key,
  username text not null,
  email text not null,
  password_hash text not null,
  name text not null default '',
  surname text not null default '',
  gender text,
  birth_year integer,
  language text not null default 'English',
  shopping_preference smallint,
  intolerances text[] not null default '{}',
  custom_intolerances text[] not null default '{}',
  tolerated_fodmap_groups text[] not null default '{}',
  -- Bumped on logout-everywhere, password change and deletion: access tokens carry it.
  token_version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_username_key on users (lower(username));
create unique index users_email_key on users (lower(email));
