-- Email signups: the newsletter popup, the footer signup (list 'newsletter') and the tools hub email
-- gate (list 'tools'). One row per (list, email): a repeat signup inserts nothing and is still a success.
-- Same insert-only row-level security as prospects.

create table if not exists email_signups (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  email text not null,
  list text not null,
  -- The page the visitor signed up on.
  source_page text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  landing_page text,
  referrer text,
  extra_attribution jsonb not null default '{}'::jsonb,

  constraint email_signups_list_email_unique unique (list, email),
  constraint email_signups_email_max_length check (char_length(email) <= 255),
  constraint email_signups_email_format check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  constraint email_signups_email_lowercase check (email = lower(email)),
  constraint email_signups_list_known check (list in ('newsletter', 'tools')),
  constraint email_signups_source_page_max_length check (char_length(source_page) <= 1000),
  constraint email_signups_utm_source_max_length check (char_length(utm_source) <= 255),
  constraint email_signups_utm_medium_max_length check (char_length(utm_medium) <= 255),
  constraint email_signups_utm_campaign_max_length check (char_length(utm_campaign) <= 255),
  constraint email_signups_landing_page_max_length check (char_length(landing_page) <= 1000),
  constraint email_signups_referrer_max_length check (char_length(referrer) <= 1000),
  constraint email_signups_extra_attribution_shape check (
    jsonb_typeof(extra_attribution) = 'object' and pg_column_size(extra_attribution) <= 65536)
);

create index if not exists email_signups_created_at_idx on email_signups (created_at desc);

create or replace function normalize_email_signup() returns trigger
language plpgsql
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end
$$;

drop trigger if exists email_signups_normalize on email_signups;
create trigger email_signups_normalize
  before insert or update on email_signups
  for each row execute function normalize_email_signup();

alter table email_signups enable row level security;
alter table email_signups force row level security;

drop policy if exists email_signups_anon_insert_only on email_signups;
create policy email_signups_anon_insert_only on email_signups
  as permissive
  for insert
  to anon
  with check (true);

revoke all on email_signups from public;
revoke all on email_signups from anon;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    execute 'revoke all on email_signups from authenticated';
  end if;
end
$$;
grant insert (
  email, list, source_page, utm_source, utm_medium, utm_campaign, landing_page, referrer, extra_attribution
) on email_signups to anon;
