-- A visitor's temporary table could silence the Slack announcement of a lead. The outbox trigger function
-- (0003) runs SECURITY DEFINER with `search_path = pg_catalog, <schema>`; a search_path that does not name
-- pg_temp searches the session's temporary schema FIRST for tables. So, as any role holding anon:
--   begin; set local role anon;
--   create temp table slack_outbox (prospect_id uuid primary key, created_at timestamptz default now());
--   insert into prospects (first_name, last_name, email) values ('Shadow', 'Temp', 'shadow-temp@example.com');
--   commit;
-- stored a lead whose announcement went into the visitor's own temporary table: never announced.
-- PostgreSQL's advice for SECURITY DEFINER functions (docs: "Writing SECURITY DEFINER Functions Safely"):
-- put pg_temp LAST in search_path, and qualify the tables written. Both are done here. The two *_as_anon
-- functions (SECURITY INVOKER, called by the server only) get pg_temp last too, so every function of the
-- site resolves names the same way.

do $migration$
declare
  site_schema text := current_schema();
begin
  execute format($function$
    create or replace function %1$I.enqueue_prospect_slack_announcement() returns trigger
    language plpgsql
    security definer
    set search_path = pg_catalog, %1$I, pg_temp
    as $body$
    begin
      insert into %1$I.slack_outbox (prospect_id) values (new.id) on conflict do nothing;
      return null;
    end
    $body$
  $function$, site_schema);

  execute format(
    'alter function %1$I.insert_prospect_as_anon(text, text, text, text, text, text, text, text, text, text, text, text, text, text, jsonb, uuid) set search_path = pg_catalog, %1$I, pg_temp',
    site_schema);
  execute format(
    'alter function %1$I.insert_email_signup_as_anon(text, text, text, text, text, text, text, text, jsonb) set search_path = pg_catalog, %1$I, pg_temp',
    site_schema);
end
$migration$;

revoke all on function enqueue_prospect_slack_announcement() from public;
