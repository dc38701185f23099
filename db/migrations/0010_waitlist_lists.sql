-- Waitlists for the features announced as coming soon: one email_signups list per feature, named
-- 'waitlist:<feature-slug>' (app/leads/schema.ts WAITLIST_FEATURES). Widens the list check; everything
-- else about email_signups (insert-only row-level security, one row per list and email) is unchanged.

alter table email_signups drop constraint if exists email_signups_list_known;
alter table email_signups add constraint email_signups_list_known check (
  list in ('newsletter', 'tools', 'waitlist:sqp-keyword-optimizer', 'waitlist:custom-analytics'));
