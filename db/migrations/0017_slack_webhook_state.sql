-- One Slack backoff for the site (issue 28, finding 3). Retry-After and the pause after a failed post were
-- kept per instance, so under `429 Retry-After: 20` two instances still posted about every 10 s. The webhook's
-- state now sits beside the outbox, one row shared by every instance:
--   paused_until           no post before this time (Retry-After, the backoff after a failure, or the 1 s
--                          between two posts that Slack allows a webhook);
--   failed_posts_in_a_row  the webhook's health, which sets the backoff;
--   poster, posting_until  the instance posting now, and until when its turn lasts (a dead instance's turn
--                          expires): one post at a time for the whole site.

create table if not exists slack_webhook_state (
  webhook boolean primary key default true,
  paused_until timestamptz not null default '-infinity',
  failed_posts_in_a_row integer not null default 0,
  poster uuid,
  posting_until timestamptz,
  constraint slack_webhook_state_one_row check (webhook)
);
insert into slack_webhook_state default values on conflict do nothing;

alter table slack_webhook_state enable row level security;
revoke all on slack_webhook_state from public;
do $$
declare
  visitor_role text;
begin
  foreach visitor_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = visitor_role) then
      execute format('revoke all on slack_webhook_state from %I', visitor_role);
    end if;
  end loop;
end
$$;
