-- Failure counters older than a day are forgotten (deleted on the next failure anywhere).
create index login_throttle_updated_idx on login_throttle (updated_at);
