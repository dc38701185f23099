-- A site-wide budget for stored Web Vitals (issue 28, findings 1 and 2). Limits per address do not bound what
-- rotating addresses store: 31,745 reports in 30 s were all accepted. The budget is counted here, in the
-- database every instance shares: at most p_max_reports_per_minute reports are stored per clock minute
-- (VITALS_MAX_REPORTS_PER_MINUTE, default 600), whatever the number of instances; a report past it stores
-- nothing and the function returns 0. One small row per minute; the server prunes old minutes.
--
-- Values a real page view cannot have are refused by the table too (the API refuses them first, with the
-- reasons, in app/vitals/vitals-schema.ts): CLS at most 10, TTFB and INP at most 60 s, LCP and FCP at most
-- 120 s. NOT VALID: rows stored before this migration are not checked.

create table if not exists web_vitals_budget (
  minute timestamptz primary key,
  reports integer not null
);
alter table web_vitals_budget enable row level security;
revoke all on web_vitals_budget from public;
do $$
declare
  visitor_role text;
begin
  foreach visitor_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = visitor_role) then
      execute format('revoke all on web_vitals_budget from %I', visitor_role);
    end if;
  end loop;
end
$$;

alter table web_vitals drop constraint if exists web_vitals_value_plausible;
alter table web_vitals add constraint web_vitals_value_plausible check (
  case metric
    when 'CLS' then value <= 10
    when 'TTFB' then value <= 60000
    when 'INP' then value <= 60000
    else value <= 120000
  end
) not valid;

drop function if exists insert_web_vitals_as_anon(text, text, text, jsonb);

do $migration$
declare
  site_schema text := current_schema();
begin
  execute format($function$
    create or replace function %1$I.insert_web_vitals_as_anon(
      p_route text, p_path text, p_device text, p_metrics jsonb, p_max_reports_per_minute integer
    ) returns integer
    language plpgsql
    security invoker
    set search_path = pg_catalog, %1$I, pg_temp
    as $body$
    declare
      caller_role text := current_setting('role');
      counted integer;
      stored integer;
    begin
      -- Counted as the caller (anon may not touch the budget); past the budget, nothing is stored.
      insert into %1$I.web_vitals_budget as budget (minute, reports) values (date_trunc('minute', now()), 1)
      on conflict (minute) do update set reports = budget.reports + 1 where budget.reports < p_max_reports_per_minute
      returning reports into counted;
      if counted is null then
        return 0;
      end if;
      perform set_config('role', 'anon', true);
      insert into %1$I.web_vitals (route, path, device, metric, value)
      select p_route, p_path, p_device, entry.key, (entry.value #>> '{}')::double precision
      from jsonb_each(p_metrics) as entry;
      get diagnostics stored = row_count;
      perform set_config('role', caller_role, true);
      return stored;
    end
    $body$
  $function$, site_schema);
end
$migration$;

revoke all on function insert_web_vitals_as_anon(text, text, text, jsonb, integer) from public;
do $$
declare
  visitor_role text;
begin
  foreach visitor_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = visitor_role) then
      execute format('revoke all on function insert_web_vitals_as_anon(text, text, text, jsonb, integer) from %I', visitor_role);
    end if;
  end loop;
end
$$;
