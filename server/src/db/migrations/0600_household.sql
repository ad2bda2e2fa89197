-- The people a user shops for (issue 33, decision 201): a name and a diet profile each, no account
-- and no birth date. Health data (nFADP Art. 5, GDPR Art. 9): visible only to the account holder,
-- never logged, removed with the account (cascade), in the data export. At most 6 per account
-- (checked with the user's row locked).
create table household_people (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  name text not null,
  intolerances text[] not null default '{}',
  custom_intolerances text[] not null default '{}',
  tolerated_fodmap_groups text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index household_people_user_idx on household_people (user_id, id);
