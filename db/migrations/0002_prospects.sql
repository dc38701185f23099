-- Prospects: one row per contact-popup submission or trial signup (spec section 3).
--
-- The length limits repeat app/leads/schema.ts (FIELD_LIMITS) as CHECK constraints named
-- <table>_<column>_<rule>; app/leads/database-constraints.ts turns those names back into field messages.
-- char_length counts characters (code points), the browser counts UTF-16 units, so the browser is never
-- more permissive than the database.

create table if not exists prospects (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  first_name text not null,
  last_name text not null,
  email text not null,
  company text,
  message text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  landing_page text,
  referrer text,
  conversion_page text,
  -- Which form created the row: 'contact_popup' or 'signup'.
  source text not null default 'contact_popup',
  -- /signup only.
  amazon_marketplace text,
  monthly_orders_band text,
  -- Attribution without a column of its own: utm_content, utm_term, session_id, viewed_pages.
  extra_attribution jsonb not null default '{}'::jsonb,
  -- Client-generated per submission (Idempotency-Key header): a retried request inserts nothing new.
  idempotency_key uuid,

  constraint prospects_idempotency_key_unique unique (idempotency_key),
  constraint prospects_first_name_required check (char_length(first_name) >= 1),
  constraint prospects_first_name_max_length check (char_length(first_name) <= 100),
  constraint prospects_last_name_required check (char_length(last_name) >= 1),
  constraint prospects_last_name_max_length check (char_length(last_name) <= 100),
  constraint prospects_email_max_length check (char_length(email) <= 255),
  constraint prospects_email_format check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  constraint prospects_email_lowercase check (email = lower(email)),
  constraint prospects_company_max_length check (char_length(company) <= 255),
  constraint prospects_message_max_length check (char_length(message) <= 2000),
  constraint prospects_utm_source_max_length check (char_length(utm_source) <= 255),
  constraint prospects_utm_medium_max_length check (char_length(utm_medium) <= 255),
  constraint prospects_utm_campaign_max_length check (char_length(utm_campaign) <= 255),
  constraint prospects_landing_page_max_length check (char_length(landing_page) <= 1000),
  constraint prospects_referrer_max_length check (char_length(referrer) <= 1000),
  constraint prospects_conversion_page_max_length check (char_length(conversion_page) <= 1000),
  constraint prospects_source_known check (source in ('contact_popup', 'signup')),
  constraint prospects_amazon_marketplace_known check (amazon_marketplace in (
    'US', 'CA', 'MX', 'BR', 'UK', 'DE', 'FR', 'IT', 'ES', 'NL', 'SE', 'PL', 'BE', 'IE', 'TR', 'AE', 'SA', 'EG',
    'IN', 'JP', 'AU', 'SG')),
  constraint prospects_monthly_orders_band_known check (monthly_orders_band in ('0-100', '100-1k', '1k-10k', '10k-50k', '50k+')),
  constraint prospects_extra_attribution_shape check (
    jsonb_typeof(extra_attribution) = 'object' and pg_column_size(extra_attribution) <= 65536)
);

create index if not exists prospects_created_at_idx on prospects (created_at desc);
-- notify-slack looks a just-stored prospect up by email.
create index if not exists prospects_email_idx on prospects (email, created_at desc);

-- Normalises what every writer sends (the API, a direct PostgREST insert, a SQL console): trimmed names,
-- lowercased trimmed email, blank optional text as NULL. Runs as the inserting role; needs no privileges.
create or replace function normalize_prospect() returns trigger
language plpgsql
as $$
begin
  new.first_name := btrim(new.first_name);
  new.last_name := btrim(new.last_name);
  new.email := lower(btrim(new.email));
  new.company := nullif(btrim(new.company), '');
  new.message := nullif(btrim(new.message), '');
  return new;
end
$$;

drop trigger if exists prospects_normalize on prospects;
create trigger prospects_normalize
  before insert or update on prospects
  for each row execute function normalize_prospect();

-- Row-level security: the anonymous role may INSERT and nothing else. With no SELECT, UPDATE or DELETE
-- policy those commands see and touch no rows even if a grant slips in later; FORCE applies the policy
-- to the table owner too (superusers, like the server's own connection, still bypass it by design).
alter table prospects enable row level security;
alter table prospects force row level security;

drop policy if exists prospects_anon_insert_only on prospects;
create policy prospects_anon_insert_only on prospects
  as permissive
  for insert
  to anon
  with check (true);

-- Grants: hosted Supabase grants ALL on new public tables to anon/authenticated by default, so revoke
-- first, then grant INSERT on the columns a visitor may set (never id or created_at).
revoke all on prospects from public;
revoke all on prospects from anon;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    execute 'revoke all on prospects from authenticated';
  end if;
end
$$;
grant insert (
  first_name, last_name, email, company, message,
  utm_source, utm_medium, utm_campaign, landing_page, referrer, conversion_page,
  source, amazon_marketplace, monthly_orders_band, extra_attribution, idempotency_key
) on prospects to anon;
