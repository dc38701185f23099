-- Slack outbox: every stored prospect is announced in Slack exactly once, whatever the browser does.
--
-- An AFTER INSERT trigger on prospects writes the outbox row in the SAME transaction as the prospect, so
-- a prospect can never exist without its pending announcement. server/slack-outbox.server.ts claims due
-- rows (FOR UPDATE SKIP LOCKED + a lease), posts them, and marks them delivered.

create table if not exists slack_outbox (
  prospect_id uuid primary key references prospects (id) on delete cascade,
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  -- Posting attempts so far (a claim counts as an attempt).
  attempts integer not null default 0,
  -- Not retried before this time: exponential backoff, or Slack's Retry-After.
  next_attempt_at timestamptz not null default now(),
  -- The worker that holds the row, and until when. An expired lease means that worker died mid-delivery.
  claim_token uuid,
  claimed_until timestamptz,
  last_error text,
  constraint slack_outbox_last_error_max_length check (char_length(last_error) <= 1000)
);

create index if not exists slack_outbox_due_idx on slack_outbox (next_attempt_at) where delivered_at is null;

-- SECURITY DEFINER: the insert into prospects runs as anon, which has no access to the outbox; the
-- function runs as its owner. search_path is pinned (below) so nothing can shadow slack_outbox.
create or replace function enqueue_prospect_slack_announcement() returns trigger
language plpgsql
security definer
as $$
begin
  insert into slack_outbox (prospect_id) values (new.id) on conflict do nothing;
  return null;
end
$$;

do $$
begin
  execute format(
    'alter function enqueue_prospect_slack_announcement() set search_path = pg_catalog, %I',
    current_schema());
end
$$;
revoke all on function enqueue_prospect_slack_announcement() from public;

drop trigger if exists prospects_enqueue_slack_announcement on prospects;
create trigger prospects_enqueue_slack_announcement
  after insert on prospects
  for each row execute function enqueue_prospect_slack_announcement();

-- Only the server's privileged connection reads or writes the outbox.
alter table slack_outbox enable row level security;
alter table slack_outbox force row level security;
revoke all on slack_outbox from public;
revoke all on slack_outbox from anon;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    execute 'revoke all on slack_outbox from authenticated';
  end if;
end
$$;
