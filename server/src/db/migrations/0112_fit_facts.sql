-- Why a product fits a diet, for its card (issue 28 point 4): the free-from claims the engine
-- reads on the pack and the low-lactose kinds of food ('gluten_free', 'lactose_free',
-- 'ripened_cheese', 'butter'; catalogue/fit-facts.ts). Filled by the next import or re-judge.
alter table products add column fit_facts text[] not null default '{}';
