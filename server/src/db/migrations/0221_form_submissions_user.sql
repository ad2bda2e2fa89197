-- A contact or newsletter submission belongs to an account only when its holder sent it signed in
-- (issue 29, 2; decision 162). It used to be matched by e-mail address, which anyone can type.
-- Rows sent before stay unlinked: linking them by address is the defect being removed.
alter table form_submissions add column user_id integer references users (id) on delete cascade;
create index form_submissions_user_idx on form_submissions (user_id) where user_id is not null;
