-- An Idempotency-Key reused with a different body answered 201 and stored nothing: a visitor who corrected a
-- typo after a lost answer was told "sent" while the correction was dropped. Each prospect now keeps a
-- fingerprint of what the visitor filled in (a SHA-256, computed by the server: server/leads-store.server.ts);
-- when a key comes back with another fingerprint the API answers 422 instead. Rows stored before this
-- migration have none and count as the same submission.

alter table prospects add column if not exists idempotency_fingerprint text;
alter table prospects drop constraint if exists prospects_idempotency_fingerprint_max_length;
alter table prospects add constraint prospects_idempotency_fingerprint_max_length check (char_length(idempotency_fingerprint) <= 64);
grant insert (idempotency_fingerprint) on prospects to anon;

-- The insert function takes the fingerprint as a last, optional argument (a new signature, so the old one goes).
drop function if exists insert_prospect_as_anon(text, text, text, text, text, text, text, text, text, text, text, text, text, text, jsonb, uuid);

create or replace function insert_prospect_as_anon(
  p_first_name text, p_last_name text, p_email text, p_company text, p_message text,
  p_utm_source text, p_utm_medium text, p_utm_campaign text,
  p_landing_page text, p_referrer text, p_conversion_page text,
  p_source text, p_amazon_marketplace text, p_monthly_orders_band text,
  p_extra_attribution jsonb, p_idempotency_key uuid, p_idempotency_fingerprint text default null
) returns boolean
language plpgsql
security invoker
as $$
begin
  -- As in 0005: the INSERT runs as anon; a conflict (only idempotency_key is unique among what a visitor
  -- sets) means "already stored", and the server compares fingerprints with its own role.
  perform set_config('role', 'anon', true);
  insert into prospects (
    first_name, last_name, email, company, message,
    utm_source, utm_medium, utm_campaign, landing_page, referrer, conversion_page,
    source, amazon_marketplace, monthly_orders_band, extra_attribution, idempotency_key, idempotency_fingerprint
  ) values (
    p_first_name, p_last_name, p_email, p_company, p_message,
    p_utm_source, p_utm_medium, p_utm_campaign, p_landing_page, p_referrer, p_conversion_page,
    p_source, p_amazon_marketplace, p_monthly_orders_band, p_extra_attribution, p_idempotency_key, p_idempotency_fingerprint
  )
  on conflict do nothing;
  return found;
end
$$;

do $$
declare
  visitor_role text;
begin
  execute format(
    'alter function insert_prospect_as_anon(text, text, text, text, text, text, text, text, text, text, text, text, text, text, jsonb, uuid, text) set search_path = pg_catalog, %I, pg_temp',
    current_schema());
  -- Only the server's role calls it (Supabase would otherwise expose it as an RPC endpoint).
  revoke all on function insert_prospect_as_anon(text, text, text, text, text, text, text, text, text, text, text, text, text, text, jsonb, uuid, text) from public;
  foreach visitor_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = visitor_role) then
      execute format('revoke all on function insert_prospect_as_anon(text, text, text, text, text, text, text, text, text, text, text, text, text, text, jsonb, uuid, text) from %I', visitor_role);
    end if;
  end loop;
end
$$;
