-- Web Vitals that a crowd cannot steer (issue 51, part 3).
--
-- 1. Ten addresses, each under its own limits, sent 350 maximum-value reports for /pricing over 70 s and the p75 of
--    every metric became "poor". Each report now carries its network's code (network_code): a keyed hash of the
--    visitor's network (an IPv4 /24 or an IPv6 /48; server/vitals/vitals-fair-share.ts) under a random key made for
--    each UTC day (web_vitals_network_keys) and deleted once the day is over, so the code links the reports of one
--    network on one day and, once the key is gone, says nothing of which network it was. No address is stored.
--    `npm run vitals` counts each network once a day in each p75, however many reports it sent.
-- 2. About 290 addresses, one report each a minute, spent the day's budget in 17 minutes, after which real reports
--    were dropped. What an address's further reports were in a minute is now a network's in a day: its first
--    p_first_reports_per_network reports of the day (counted in web_vitals_network_day, kept for the day only) are
--    its first reports, the rest repeats, which may use at most half of the minute's and of the day's budget. So
--    spending the day takes thousands of reports from hundreds of networks, and when it is spent, spent_at says when
--    (npm run vitals says it, and from how many networks that day's reports came).
--
-- The function answers as before: how many rows it stored, or 0 the minute's budget is spent, -1 the minute's (or
-- the day's) repeats are spent, -2 the day's budget is spent.

create table if not exists web_vitals_network_keys (
  day date primary key,
  key bytea not null,
  constraint web_vitals_network_keys_length check (octet_length(key) = 32)
);

create table if not exists web_vitals_network_day (
  day date not null,
  network_code bigint not null,
  reports integer not null,
  primary key (day, network_code)
);

alter table web_vitals add column if not exists network_code bigint;
alter table web_vitals_daily_budget add column if not exists spent_at timestamptz;

do $$
declare
  visitor_role text;
  closed_table text;
begin
  foreach closed_table in array array['web_vitals_network_keys', 'web_vitals_network_day'] loop
    execute format('alter table %I enable row level security', closed_table);
    execute format('revoke all on %I from public', closed_table);
    foreach visitor_role in array array['anon', 'authenticated'] loop
      if exists (select 1 from pg_roles where rolname = visitor_role) then
        execute format('revoke all on %I from %I', closed_table, visitor_role);
      end if;
    end loop;
  end loop;
end
$$;
grant insert (network_code) on web_vitals to anon;

drop function if exists insert_web_vitals_as_anon(text, text, text, jsonb, integer, integer, boolean);

do $migration$
declare
  site_schema text := current_schema();
begin
  execute format($function$
    create or replace function %1$I.insert_web_vitals_as_anon(
      p_route text, p_path text, p_device text, p_metrics jsonb,
      p_max_reports_per_minute integer, p_max_reports_per_day integer,
      p_network_code bigint, p_first_reports_per_network integer
    ) returns integer
    language plpgsql
    security invoker
    set search_path = pg_catalog, %1$I, pg_temp
    as $body$
    declare
      caller_role text := current_setting('role');
      this_minute timestamptz := date_trunc('minute', now());
      today date := (now() at time zone 'utc')::date;
      network_reports integer;
      is_repeat boolean;
      repeat_count integer;
      counted integer;
      stored integer;
    begin
      if p_max_reports_per_minute <= 0 or p_max_reports_per_day <= 0 then
        return 0;
      end if;
      -- Counted as the caller (anon may not touch the budgets). The network's reports today, this one included.
      insert into %1$I.web_vitals_network_day as network (day, network_code, reports) values (today, p_network_code, 1)
      on conflict (day, network_code) do update set reports = network.reports + 1
      returning reports into network_reports;
      is_repeat := network_reports > p_first_reports_per_network;
      repeat_count := case when is_repeat then 1 else 0 end;
      -- The day first: past it, nothing is stored all day.
      insert into %1$I.web_vitals_daily_budget as budget (day, reports, repeat_reports) values (today, 1, repeat_count)
      on conflict (day) do update
        set reports = budget.reports + 1, repeat_reports = budget.repeat_reports + repeat_count
        where budget.reports < p_max_reports_per_day
          and (not is_repeat or budget.repeat_reports < p_max_reports_per_day / 2)
      returning reports into counted;
      if counted is null then
        -- Only what was stored counts.
        update %1$I.web_vitals_network_day set reports = reports - 1 where day = today and network_code = p_network_code;
        update %1$I.web_vitals_daily_budget set spent_at = now()
          where day = today and reports >= p_max_reports_per_day and spent_at is null;
        return case when is_repeat and exists (
          select 1 from %1$I.web_vitals_daily_budget where day = today and reports < p_max_reports_per_day
        ) then -1 else -2 end;
      end if;
      insert into %1$I.web_vitals_budget as budget (minute, reports, repeat_reports) values (this_minute, 1, repeat_count)
      on conflict (minute) do update
        set reports = budget.reports + 1, repeat_reports = budget.repeat_reports + repeat_count
        where budget.reports < p_max_reports_per_minute
          and (not is_repeat or budget.repeat_reports < p_max_reports_per_minute / 2)
      returning reports into counted;
      if counted is null then
        update %1$I.web_vitals_network_day set reports = reports - 1 where day = today and network_code = p_network_code;
        update %1$I.web_vitals_daily_budget
          set reports = reports - 1, repeat_reports = repeat_reports - repeat_count
          where day = today;
        update %1$I.web_vitals_budget set spent = true
          where minute = this_minute and reports >= p_max_reports_per_minute and not spent;
        return case when is_repeat and exists (
          select 1 from %1$I.web_vitals_budget where minute = this_minute and reports < p_max_reports_per_minute
        ) then -1 else 0 end;
      end if;
      perform set_config('role', 'anon', true);
      insert into %1$I.web_vitals (route, path, device, metric, value, network_code)
      select p_route, p_path, p_device, entry.key, (entry.value #>> '{}')::double precision, p_network_code
      from jsonb_each(p_metrics) as entry;
      get diagnostics stored = row_count;
      perform set_config('role', caller_role, true);
      return stored;
    end
    $body$
  $function$, site_schema);
end
$migration$;

revoke all on function insert_web_vitals_as_anon(text, text, text, jsonb, integer, integer, bigint, integer) from public;
do $$
declare
  visitor_role text;
begin
  foreach visitor_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = visitor_role) then
      execute format(
        'revoke all on function insert_web_vitals_as_anon(text, text, text, jsonb, integer, integer, bigint, integer) from %I',
        visitor_role
      );
    end if;
  end loop;
end
$$;
