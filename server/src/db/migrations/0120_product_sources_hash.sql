-- A hash of each source row's payload, written by the import: a re-import compares hashes and sends
-- (and writes) only the rows that changed. Rows stored before have none and are written once more.
alter table product_sources add column payload_hash text;
