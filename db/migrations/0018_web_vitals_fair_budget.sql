-- A fair, bounded budget for stored Web Vitals (issue 40, items 1, 3 and 8).
--
-- 1. Arriving first no longer decides a minute. A flood at 100 reports a second from many addresses spent the
--    minute's budget (first come, first served) and stored 790 forged reports beside 3 of 70 real ones. Now the
--    server says whether a report is its address's first this minute (an IPv6 /64 counts as one address;
--    server/vitals-fair-share.ts). An address's further reports ("repeats") may use at most half of the minute's
--    budget and half of the day's: whatever a flood from fewer addresses than half the budget does, the first report
--    of every other visitor still finds room. No address is stored: only the counts.
-- 2. A minute whose budget was spent is marked (spent), and such minutes are kept as long as the measurements, so
--    `npm run vitals` can leave their reports out and say so.
-- 3. The table is bounded: at most p_max_reports_per_day reports are stored per UTC day (VITALS_MAX_REPORTS_PER_DAY,
--    default 10,000: at most 50,000 rows a day, 4.6 M rows and about 0.7 GB over the retention, where 600 a minute
--    allowed 4.3 M rows a day and 57 GB).
-- 4. A budget of 0 stores nothing (before, the minute's first report was stored whatever the budget).
--
-- The function answers how many rows it stored, or why it stored none: 0 the minute's budget is spent, -1 the
-- minute's (or the day's) repeats are spent, -2 the day's budget is spent.

alter table web_vitals_budget add column if not exists repeat_reports integer not null default 0;
alter table web_vitals_budget add column if not exists spent boolean not null default false;

create table if not exists web_vitals_daily_budget (
  day date primary key,
  reports integer not null,
  repeat_reports integer not null default 0
);
alter table web_vitals_daily_budget enable row level security;
revoke all on web_vitals_daily_budget from public;
do $$
declare
  visitor_role text;
begin
  foreach visitor_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = visitor_role) then
      execute format('revoke all on web_vitals_daily_budget from %I', visitor_role);
    end if;
  end loop;
end
$$;

drop function if exists insert_web_vitals_as_anon(text, text, text, jsonb, integer);

do $migration$
declare
  site_schema text := current_schema();
begin
  execute format($function$
    create or replace function %1$I.insert_web_vitals_as_anon(
      p_route text, p_path text, p_device text, p_metrics jsonb,
      p_max_reports_per_minute integer, p_max_reports_per_day integer, p_is_repeat boolean
    ) returns integer
    language plpgsql
    security invoker
    set search_path = pg_catalog, %1$I, pg_temp
    as $body$
    declare
      caller_role text := current_setting('role');
      this_minute timestamptz := date_trunc('minute', now());
      today date := (now() at time zone 'utc')::date;
      repeat_count integer := case when p_is_repeat then 1 else 0 end;
      counted integer;
      stored integer;
    begin
      if p_max_reports_per_minute <= 0 or p_max_reports_per_day <= 0 then
        return 0;
      end if;
      -- Counted as the caller (anon may not touch the budgets). The day first: past it, nothing is stored all day.
      insert into %1$I.web_vitals_daily_budget as budget (day, reports, repeat_reports) values (today, 1, repeat_count)
      on conflict (day) do update
        set reports = budget.reports + 1, repeat_reports = budget.repeat_reports + repeat_count
        where budget.reports < p_max_reports_per_day
          and (not p_is_repeat or budget.repeat_reports < p_max_reports_per_day / 2)
      returning reports into counted;
      if counted is null then
        return case when p_is_repeat and exists (
          select 1 from %1$I.web_vitals_daily_budget where day = today and reports < p_max_reports_per_day
        ) then -1 else -2 end;
      end if;
      insert into %1$I.web_vitals_budget as budget (minute, reports, repeat_reports) values (this_minute, 1, repeat_count)
      on conflict (minute) do update
        set reports = budget.reports + 1, repeat_reports = budget.repeat_reports + repeat_count
        where budget.reports < p_max_reports_per_minute
          and (not p_is_repeat or budget.repeat_reports < p_max_reports_per_minute / 2)
      returning reports into counted;
      if counted is null then
        -- The day keeps only what was stored.
        update %1$I.web_vitals_daily_budget
          set reports = reports - 1, repeat_reports = repeat_reports - repeat_count
          where day = today;
        update %1$I.web_vitals_budget set spent = true
          where minute = this_minute and reports >= p_max_reports_per_minute and not spent;
        return case when p_is_repeat and exists (
          select 1 from %1$I.web_vitals_budget where minute = this_minute and reports < p_max_reports_per_minute
        ) then -1 else 0 end;
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

revoke all on function insert_web_vitals_as_anon(text, text, text, jsonb, integer, integer, boolean) from public;
do $$
declare
  visitor_role text;
begin
  foreach visitor_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = visitor_role) then
      execute format(
        'revoke all on function insert_web_vitals_as_anon(text, text, text, jsonb, integer, integer, boolean) from %I',
        visitor_role
      );
    end if;
  end loop;
end
$$;
