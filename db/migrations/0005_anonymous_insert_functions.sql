-- Visitor writes as the anonymous role, in ONE round trip.
--
-- Each function switches to anon with set_config('role', 'anon', true), which is SET LOCAL ROLE anon:
-- it lasts until the end of the transaction, and the server calls these functions as a statement of
-- their own, so that is the end of the call. The INSERT inside therefore runs as anon, and the
-- database enforces anon's column grants, the insert-only row-level security policy and the CHECK
-- constraints exactly as for a direct insert; nothing is returned but "was a row inserted".
-- (One statement instead of BEGIN / SET LOCAL ROLE / INSERT / COMMIT; transaction-scoped, so it is
-- also safe behind a transaction-pooling proxy.)
--
-- SECURITY INVOKER on purpose: SET ROLE is not allowed in SECURITY DEFINER functions, and the caller
-- (the server's own role) must be a member of anon, which 0001 ensures.

create or replace function insert_prospect_as_anon(
  p_first_name text, p_last_name text, p_email text, p_company text, p_message text,
  p_utm_source text, p_utm_medium text, p_utm_campaign text,
  p_landing_page text, p_referrer text, p_conversion_page text,
  p_source text, p_amazon_marketplace text, p_monthly_orders_band text,
  p_extra_attribution jsonb, p_idempotency_key uuid
) returns boolean
language plpgsql
security invoker
as $$
begin
  perform set_config('role', 'anon', true);
  -- No conflict target: naming one needs SELECT on that column, which anon must not have. The only
  -- unique value a visitor sets is idempotency_key, so a conflict means "this submission is already stored".
  insert into prospects (
    first_name, last_name, email, company, message,
    utm_source, utm_medium, utm_campaign, landing_page, referrer, conversion_page,
    source, amazon_marketplace, monthly_orders_band, extra_attribution, idempotency_key
  ) values (
    p_first_name, p_last_name, p_email, p_company, p_message,
    p_utm_source, p_utm_medium, p_utm_campaign, p_landing_page, p_referrer, p_conversion_page,
    p_source, p_amazon_marketplace, p_monthly_orders_band, p_extra_attribution, p_idempotency_key
  )
  on conflict do nothing;
  return found;
end
$$;

create or replace function insert_email_signup_as_anon(
  p_email text, p_list text, p_source_page text,
  p_utm_source text, p_utm_medium text, p_utm_campaign text, p_landing_page text, p_referrer text,
  p_extra_attribution jsonb
) returns boolean
language plpgsql
security invoker
as $$
begin
  perform set_config('role', 'anon', true);
  -- A repeat of (list, email) inserts nothing: the visitor is already subscribed.
  insert into email_signups (
    email, list, source_page, utm_source, utm_medium, utm_campaign, landing_page, referrer, extra_attribution
  ) values (
    p_email, p_list, p_source_page, p_utm_source, p_utm_medium, p_utm_campaign, p_landing_page, p_referrer,
    p_extra_attribution
  )
  on conflict do nothing;
  return found;
end
$$;

-- Resolve table names in this schema only, whatever the caller's search_path.
do $$
begin
  execute format(
    'alter function insert_prospect_as_anon(text, text, text, text, text, text, text, text, text, text, text, text, text, text, jsonb, uuid) set search_path = pg_catalog, %I',
    current_schema());
  execute format(
    'alter function insert_email_signup_as_anon(text, text, text, text, text, text, text, text, jsonb) set search_path = pg_catalog, %I',
    current_schema());
end
$$;

-- Only the server's role calls them (hosted Supabase would otherwise expose them as RPC endpoints).
revoke all on function insert_prospect_as_anon(text, text, text, text, text, text, text, text, text, text, text, text, text, text, jsonb, uuid) from public;
revoke all on function insert_email_signup_as_anon(text, text, text, text, text, text, text, text, jsonb) from public;
do $$
declare
  visitor_role text;
begin
  foreach visitor_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = visitor_role) then
      execute format('revoke all on function insert_prospect_as_anon(text, text, text, text, text, text, text, text, text, text, text, text, text, text, jsonb, uuid) from %I', visitor_role);
      execute format('revoke all on function insert_email_signup_as_anon(text, text, text, text, text, text, text, text, jsonb) from %I', visitor_role);
    end if;
  end loop;
end
$$;
