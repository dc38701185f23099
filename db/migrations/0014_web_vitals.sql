-- Field measurements of the site's own speed (issue 21): one row per Web Vital of one page view, sent by the
-- visitor's browser when the page is hidden. Nothing about the person: no address, no user agent, no cookie or
-- id that could link two page views; the page's route type, its path (null on the 404 page), a coarse device
-- class from the viewport width, the metric and its value. Rows older than 90 days are pruned by the server.
-- The same insert-only row-level security as the lead tables: visitors write through the anonymous role and can
-- read nothing back.

create table if not exists web_vitals (
  id bigint generated always as identity primary key,
  recorded_at timestamptz not null default now(),
  route text not null,
  path text,
  device text not null,
  metric text not null,
  value double precision not null,

  constraint web_vitals_route_shape check (route ~ '^[a-z0-9 ]{1,40}$'),
  constraint web_vitals_path_shape check (path is null or (path ~ '^/[a-z0-9/-]*$' and char_length(path) <= 300)),
  constraint web_vitals_device_known check (device in ('mobile', 'tablet', 'desktop')),
  constraint web_vitals_metric_known check (metric in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  -- Milliseconds (CLS: a unitless score); an hour is no page view.
  constraint web_vitals_value_range check (value >= 0 and value <= 3600000)
);

create index if not exists web_vitals_recorded_at_idx on web_vitals (recorded_at);

alter table web_vitals enable row level security;

drop policy if exists web_vitals_anon_insert_only on web_vitals;
create policy web_vitals_anon_insert_only on web_vitals
  as permissive
  for insert
  to anon
  with check (true);

revoke all on web_vitals from public;
revoke all on web_vitals from anon;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    execute 'revoke all on web_vitals from authenticated';
  end if;
end
$$;
grant insert (route, path, device, metric, value) on web_vitals to anon;

-- One page view's report, as the anonymous role, in one round trip (the pattern of 0005): a row per metric.
-- p_metrics is a JSON object of metric name to value.
do $migration$
declare
  site_schema text := current_schema();
begin
  execute format($function$
    create or replace function %1$I.insert_web_vitals_as_anon(p_route text, p_path text, p_device text, p_metrics jsonb)
    returns integer
    language plpgsql
    security invoker
    set search_path = pg_catalog, %1$I, pg_temp
    as $body$
    declare
      stored integer;
    begin
      perform set_config('role', 'anon', true);
      insert into %1$I.web_vitals (route, path, device, metric, value)
      select p_route, p_path, p_device, entry.key, (entry.value #>> '{}')::double precision
      from jsonb_each(p_metrics) as entry;
      get diagnostics stored = row_count;
      return stored;
    end
    $body$
  $function$, site_schema);
end
$migration$;

revoke all on function insert_web_vitals_as_anon(text, text, text, jsonb) from public;
do $$
declare
  visitor_role text;
begin
  foreach visitor_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = visitor_role) then
      execute format('revoke all on function insert_web_vitals_as_anon(text, text, text, jsonb) from %I', visitor_role);
    end if;
  end loop;
end
$$;
