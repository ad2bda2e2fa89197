-- Newsletter sign-ups and contact messages, kept in our database first. When FORMS_WEBHOOK_URL is
-- set a worker forwards each one (outbox: forwarded_at, attempts, next_attempt_at) until it succeeds.
create table form_submissions (
  id integer generated always as identity primary key,
  form text not null check (form in ('newsletter', 'contact')),
  email text not null,
  fields jsonb not null,
  submitted_at timestamptz not null default now(),
  forwarded_at timestamptz,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text
);
create index form_submissions_pending_idx on form_submissions (next_attempt_at) where forwarded_at is null;
create index form_submissions_email_idx on form_submissions (lower(email));
