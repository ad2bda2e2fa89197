-- Verdict reports point at a catalogue product or a kept "My product"; removing either sets the
-- reports' pointer to null, and without an index each removal read every report (the gap 0501
-- closed for feed items). The feed's trigger on a product change (0500) asks the same question.
create index verdict_reports_product_idx on verdict_reports (product_id) where product_id is not null;
create index verdict_reports_my_product_idx on verdict_reports (my_product_id) where my_product_id is not null;
