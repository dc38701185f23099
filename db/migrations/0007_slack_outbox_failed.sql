-- Announcements Slack keeps refusing (webhook revoked, channel deleted: HTTP 403/404/410) stop being
-- retried after a few attempts and are marked failed here instead of being retried forever. Nothing is
-- dropped: `npm run leads -- --undelivered` lists them, `npm run leads -- --requeue-failed` queues them again.

alter table slack_outbox add column if not exists failed_at timestamptz;

-- Due rows: neither delivered nor failed.
drop index if exists slack_outbox_due_idx;
create index if not exists slack_outbox_due_idx on slack_outbox (next_attempt_at)
  where delivered_at is null and failed_at is null;
