-- Each token carries the start of its session (family), so expired rows can be deleted without
-- losing the 30-day session limit (decision 020).
alter table refresh_tokens add column family_started_at timestamptz not null default now();
update refresh_tokens set family_started_at = created_at;
create index refresh_tokens_expires_idx on refresh_tokens (user_id, expires_at);
