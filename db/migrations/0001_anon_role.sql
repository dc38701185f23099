-- The anonymous role that public (unauthenticated) writes run under.
--
-- The server connects with a privileged role and, for every public write, switches with
-- `SET LOCAL ROLE anon` inside the transaction, so row-level security and grants are enforced by the
-- database itself. Hosted Supabase already has an `anon` role: it is reused, never recreated.
-- Every statement is safe to run again.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    begin
      create role anon nologin noinherit;
    exception
      -- Another session (a parallel test run, a second server instance) created it first.
      when duplicate_object or unique_violation then null;
    end;
  end if;

  -- The connecting role must be able to SET ROLE anon. Superusers (local PostgreSQL, PGlite) already
  -- can; on a managed database the owner role gets membership here.
  if not pg_has_role(current_user, 'anon', 'MEMBER') then
    execute format('grant anon to %I', current_user);
  end if;

  -- Whatever schema the migrations run in (public in production, a throwaway schema in tests).
  execute format('grant usage on schema %I to anon', current_schema());
end
$$;
