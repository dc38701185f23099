-- Role hygiene and idempotency keys (issue 28, findings 4 and 5).
--
-- The *_as_anon functions switch to anon with set_config('role', 'anon', true) for their INSERT, and until now
-- returned still running as anon: inside a transaction, `select insert_prospect_as_anon(...)` followed by
-- `select current_user` said anon. The server called them outside transactions, so it was latent; now each
-- function notes the caller's role first and hands it back before it returns.
--
-- An Idempotency-Key is remembered for 24 hours: a key that comes back later belongs to a new submission. The
-- prospect function forgets an older use of the key (as the caller's role, before switching) and inserts.
-- The web-vitals function is replaced in 0016 (the site-wide budget), with the same hand-back.

do $migration$
declare
  site_schema text := current_schema();
begin
  execute format($function$
    create or replace function %1$I.insert_prospect_as_anon(
      p_first_name text, p_last_name text, p_email text, p_company text, p_message text,
      p_utm_source text, p_utm_medium text, p_utm_campaign text,
      p_landing_page text, p_referrer text, p_conversion_page text,
      p_source text, p_amazon_marketplace text, p_monthly_orders_band text,
      p_extra_attribution jsonb, p_idempotency_key uuid, p_idempotency_fingerprint text default null
    ) returns boolean
    language plpgsql
    security invoker
    set search_path = pg_catalog, %1$I, pg_temp
    as $body$
    declare
      caller_role text := current_setting('role');
      inserted boolean;
    begin
      if p_idempotency_key is not null then
        update %1$I.prospects set idempotency_key = null
         where idempotency_key = p_idempotency_key and created_at < now() - interval '24 hours';
      end if;
      perform set_config('role', 'anon', true);
      insert into %1$I.prospects (
        first_name, last_name, email, company, message,
        utm_source, utm_medium, utm_campaign, landing_page, referrer, conversion_page,
        source, amazon_marketplace, monthly_orders_band, extra_attribution, idempotency_key, idempotency_fingerprint
      ) values (
        p_first_name, p_last_name, p_email, p_company, p_message,
        p_utm_source, p_utm_medium, p_utm_campaign, p_landing_page, p_referrer, p_conversion_page,
        p_source, p_amazon_marketplace, p_monthly_orders_band, p_extra_attribution, p_idempotency_key, p_idempotency_fingerprint
      )
      on conflict do nothing;
      inserted := found;
      perform set_config('role', caller_role, true);
      return inserted;
    end
    $body$
  $function$, site_schema);

  execute format($function$
    create or replace function %1$I.insert_email_signup_as_anon(
      p_email text, p_list text, p_source_page text,
      p_utm_source text, p_utm_medium text, p_utm_campaign text, p_landing_page text, p_referrer text,
      p_extra_attribution jsonb
    ) returns boolean
    language plpgsql
    security invoker
    set search_path = pg_catalog, %1$I, pg_temp
    as $body$
    declare
      caller_role text := current_setting('role');
      inserted boolean;
    begin
      perform set_config('role', 'anon', true);
      insert into %1$I.email_signups (
        email, list, source_page, utm_source, utm_medium, utm_campaign, landing_page, referrer, extra_attribution
      ) values (
        p_email, p_list, p_source_page, p_utm_source, p_utm_medium, p_utm_campaign, p_landing_page, p_referrer,
        p_extra_attribution
      )
      on conflict do nothing;
      inserted := found;
      perform set_config('role', caller_role, true);
      return inserted;
    end
    $body$
  $function$, site_schema);
end
$migration$;
