-- One-time setup by an ADMINISTRATOR, for a database whose application role may not create roles
-- (no CREATEROLE: common on managed PostgreSQL when the app gets a plain owner role).
--
-- Run it as a superuser (or a role with CREATEROLE and ADMIN OPTION on anon), connected to the site's
-- database, before the site's first start:
--
--   psql "postgres://ADMIN:PASSWORD@HOST:5432/SITE_DATABASE" -v ON_ERROR_STOP=1 -f db/admin/bootstrap-roles.sql
--
-- It creates the role `anon` that visitors' inserts run as (a cluster-wide role; reused if it exists, as on
-- Supabase) and lets the owner of this database switch to it (SET ROLE anon). The site's own migrations do
-- everything else. Running it again changes nothing. If the site connects as a role that is NOT the
-- database owner, replace `pg_get_userbyid(datdba)` below with that role's name in quotes.

do $$
declare
  app_role text;
begin
  select pg_get_userbyid(datdba) into app_role from pg_database where datname = current_database();

  if not exists (select 1 from pg_roles where rolname = 'anon') then
    -- NOLOGIN: nobody connects as anon; NOINHERIT: it gains nothing from roles granted to it.
    create role anon nologin noinherit;
  end if;

  if not pg_has_role(app_role, 'anon', 'MEMBER') then
    execute format('grant anon to %I', app_role);
  end if;

  raise notice 'anon is ready; % may now SET ROLE anon. Start the site (or run npm run db:migrate).', app_role;
end
$$;
