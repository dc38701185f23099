-- A Slack announcement is marked failed only after 3 refusals of the same kind in a row (e.g. three 410s:
-- the channel is gone), never counting the 5xx and 429 answers of an outage before them. 0007 counted
-- every attempt, so a short outage followed by one 410 failed the leads for good.
-- server/slack-delivery-policy.ts (refusalsAfter) decides; these columns remember a row's current run.

alter table slack_outbox add column if not exists refusal_status smallint;
alter table slack_outbox add column if not exists refusals_in_a_row integer not null default 0;
