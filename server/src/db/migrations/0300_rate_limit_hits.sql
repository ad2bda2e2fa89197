-- Per-address request counts shared by every API instance on one PostgreSQL (issue 14, decision 081).
-- Rows live for one rate-limit window (at most an hour) and are purged after it.
create table rate_limit_hits (
  key text primary key,
  hits integer not null,
  expires_at timestamptz not null
);
create index rate_limit_hits_expires_idx on rate_limit_hits (expires_at);
