-- Names as a shopper reads them (issue 28 point 5), computed at import from the source names:
-- typography and entities folded, lost letters repaired, the retailer's brand and range set apart
-- ("Coop : Freeform : Halbentrahmte Milch" → "Halbentrahmte Milch", brand Coop, range Free From).
-- The source names stay in name_* (the diet engine and the search read them as printed).
alter table products
  add column title_en text,
  add column title_de text,
  add column title_fr text,
  add column title_other text,
  add column range_name text;
