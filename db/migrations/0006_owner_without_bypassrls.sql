-- The server's own role must work when it is an ordinary table owner, as on managed PostgreSQL (RDS,
-- Cloud SQL, Neon, Supabase): not a superuser, no BYPASSRLS.
--
-- 0002-0004 set FORCE ROW LEVEL SECURITY, which applies the (insert-for-anon-only) policies to the table
-- OWNER too. A superuser never noticed; an ordinary owner was refused its own rows: the outbox trigger
-- (SECURITY DEFINER, so it runs as the owner) could not insert into slack_outbox, and the delivery worker
-- and `npm run leads` read no prospects. FORCE protected nothing: the owner can ALTER TABLE ... DISABLE
-- ROW LEVEL SECURITY at will. Row-level security keeps applying to every other role, anon and
-- Supabase's `authenticated` included, which is the guarantee that matters (insert only, no read-back).

alter table prospects no force row level security;
alter table email_signups no force row level security;
alter table slack_outbox no force row level security;
