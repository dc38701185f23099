import type { Database } from "../database/open-database";
import {
  backoffDelayMs,
  classifyWebhookResponse,
  refusalsAfter,
  type BackoffOptions,
  type DeliveryOutcome,
} from "./slack-delivery-policy";
import { buildProspectsSlackMessage, type ProspectForSlack } from "./slack-message";

/**
 * The outbox's steps (slack-outbox.ts tells the whole story): claim, post, mark, each a function over the database
 * or the webhook with everything it needs passed in, so a sweep (outbox-sweep.ts) is these calls in order.
 */

export type ClaimedProspect = ProspectForSlack & {
  attempts: number;
  was_abandoned: boolean;
  refusal_status: number | null;
  refusals_in_a_row: number;
};

const PROSPECT_COLUMNS = `p.id, p.created_at, p.first_name, p.last_name, p.email, p.company, p.message,
  p.utm_source, p.utm_medium, p.utm_campaign, p.landing_page, p.referrer, p.conversion_page, p.source,
  p.amazon_marketplace, p.monthly_orders_band, p.extra_attribution`;

const MAX_LOGGED_WITHOUT_WEBHOOK_PER_SWEEP = 100;

/** Rows the worker may claim: neither delivered nor failed. */
const OPEN_ROW = "delivered_at is null and failed_at is null";

/**
 * How long an instance's turn to post lasts, in request timeouts, if it dies holding it: a post takes at most one,
 * marking it a few database round trips. Meanwhile no other instance posts (10 s at production timings).
 */
const TURN_IN_REQUEST_TIMEOUTS = 2;

export interface StepSettings {
  leaseMs: number;
  requestTimeoutMs: number;
  batchSize: number;
}

/**
 * Claim: takes the site's turn to post (if the webhook is not paused and no other instance is posting) and, with
 * it, the oldest due rows under a lease. No rows: the turn is handed back at once. Returns the rows and the
 * webhook's failed posts in a row (the backoff), or the time the webhook is paused until.
 */
export async function claimDue(
  db: Database,
  claimToken: string,
  nowMs: number,
  settings: StepSettings,
): Promise<{ claimed: ClaimedProspect[]; failedPostsInARow: number; pausedUntilMs: number }> {
  const { rows } = await db.query<ClaimedProspect & { failed_posts_in_a_row: number }>(
    `with turn as (
       update slack_webhook_state
          set poster = $1, posting_until = now() + make_interval(secs => $5)
        where paused_until <= $4::timestamptz and (posting_until is null or posting_until < now())
       returning failed_posts_in_a_row
     ), next_due as (
       select prospect_id, claim_token is not null as was_abandoned
         from slack_outbox
        where ${OPEN_ROW}
          and next_attempt_at <= $4::timestamptz
          and (claimed_until is null or claimed_until < now())
          and exists (select 1 from turn)
        order by next_attempt_at, created_at
        limit $3
        for update skip locked
     ), claimed as (
       update slack_outbox o
          set claim_token = $1, claimed_until = now() + make_interval(secs => $2), attempts = o.attempts + 1
         from next_due
        where o.prospect_id = next_due.prospect_id
       returning o.prospect_id, o.attempts, o.refusal_status, o.refusals_in_a_row, next_due.was_abandoned
     )
     select ${PROSPECT_COLUMNS}, claimed.attempts, claimed.was_abandoned, claimed.refusal_status, claimed.refusals_in_a_row,
            (select failed_posts_in_a_row from turn) as failed_posts_in_a_row
       from claimed join prospects p on p.id = claimed.prospect_id
      order by p.created_at, p.id`,
    [
      claimToken,
      settings.leaseMs / 1000,
      settings.batchSize,
      new Date(nowMs).toISOString(),
      (settings.requestTimeoutMs * TURN_IN_REQUEST_TIMEOUTS) / 1000,
    ],
  );
  if (rows.length > 0) {
    return {
      claimed: rows.map(({ failed_posts_in_a_row: _, ...row }) => row),
      failedPostsInARow: rows[0]?.failed_posts_in_a_row ?? 0,
      pausedUntilMs: 0,
    };
  }
  // Nothing claimed: hand the turn back (if it was taken) and say how long the webhook is paused.
  const { rows: state } = await db.query<{ paused_until_ms: number | null }>(
    `with handed_back as (update slack_webhook_state set poster = null, posting_until = null where poster = $1 returning 1)
     select extract(epoch from paused_until) * 1000 as paused_until_ms from slack_webhook_state`,
    [claimToken],
  );
  const pausedUntilMs = Number(state[0]?.paused_until_ms ?? 0);
  return { claimed: [], failedPostsInARow: 0, pausedUntilMs: Number.isFinite(pausedUntilMs) ? pausedUntilMs : 0 };
}

/** Post: one message announcing the claimed prospects, and what Slack's answer means (slack-delivery-policy.ts). */
export async function postToWebhook(
  webhookUrl: string,
  prospects: readonly ProspectForSlack[],
  context: {
    failures: number;
    requestTimeoutMs: number;
    backoff: BackoffOptions;
    nowMs: number;
    fetch: typeof fetch;
    random: () => number;
  },
): Promise<DeliveryOutcome> {
  const message = buildProspectsSlackMessage(prospects);
  try {
    const response = await context.fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(message),
      redirect: "error",
      signal: AbortSignal.timeout(context.requestTimeoutMs),
    });
    const body = await response.text().catch(() => "");
    return classifyWebhookResponse(
      { status: response.status, retryAfter: response.headers.get("retry-after"), body },
      context.failures,
      context.backoff,
      context.nowMs,
      context.random,
    );
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return {
      kind: "failed",
      retryInMs: backoffDelayMs(context.failures, context.backoff, context.random),
      reason: `Could not reach Slack (${reason})`,
    };
  }
}

/**
 * Mark, after a post Slack accepted: the claimed rows are delivered, the webhook healthy, and no instance posts
 * again before `nextPostAtMs` (Slack's one message a second). Returns how many rows were still ours to mark.
 */
export async function markDelivered(db: Database, claimToken: string, nextPostAtMs: number): Promise<number> {
  const { rows } = await db.query<{ marked: number }>(
    `with delivered as (
       update slack_outbox
          set delivered_at = now(), claim_token = null, claimed_until = null, last_error = null
        where claim_token = $1
       returning 1
     ), webhook as (
       update slack_webhook_state
          set failed_posts_in_a_row = 0, paused_until = greatest(paused_until, $2::timestamptz),
              poster = case when poster = $1 then null else poster end,
              posting_until = case when poster = $1 then null else posting_until end
     )
     select count(*)::int as marked from delivered`,
    [claimToken, new Date(nextPostAtMs).toISOString()],
  );
  return rows[0]?.marked ?? 0;
}

/**
 * Mark, after a post that failed: every claimed row is due again after retryInMs (a row refused the same way
 * REFUSALS_BEFORE_FAILED times in a row is marked failed), and the webhook is paused for every instance until
 * then. Returns how many rows were marked failed.
 */
export async function releaseAfterFailure(
  db: Database,
  claimed: readonly ClaimedProspect[],
  claimToken: string,
  outcome: Exclude<DeliveryOutcome, { kind: "delivered" }>,
  nowMs: number,
): Promise<number> {
  const refusals = claimed.map((row) =>
    refusalsAfter({ status: row.refusal_status, inARow: row.refusals_in_a_row }, outcome),
  );
  const retryAt = new Date(nowMs + outcome.retryInMs).toISOString();
  await db.query(
    `with released as (
       update slack_outbox o
          set claim_token = null, claimed_until = null, last_error = $2, next_attempt_at = $3::timestamptz,
              refusal_status = r.status, refusals_in_a_row = r.in_a_row,
              failed_at = case when r.mark_failed then now() end
         from unnest($4::uuid[], $5::int[], $6::int[], $7::boolean[]) as r(prospect_id, status, in_a_row, mark_failed)
        where o.prospect_id = r.prospect_id and o.claim_token = $1
     )
     update slack_webhook_state
        set failed_posts_in_a_row = failed_posts_in_a_row + 1, paused_until = greatest(paused_until, $3::timestamptz),
            poster = case when poster = $1 then null else poster end,
            posting_until = case when poster = $1 then null else posting_until end`,
    [
      claimToken,
      failureReason(outcome).slice(0, 1000),
      retryAt,
      claimed.map((row) => row.id),
      refusals.map((refusal) => refusal.status),
      refusals.map((refusal) => refusal.inARow),
      refusals.map((refusal) => refusal.markFailed),
    ],
  );
  return refusals.filter((refusal) => refusal.markFailed).length;
}

export function failureReason(outcome: Exclude<DeliveryOutcome, { kind: "delivered" }>): string {
  return outcome.kind === "rate_limited" ? "Slack rate limit (HTTP 429)" : outcome.reason;
}

/** Announcements not delivered yet, failed ones excluded. */
export async function countPending(db: Database): Promise<number> {
  const { rows } = await db.query<{ pending: number }>(
    `select count(*)::int as pending from slack_outbox where ${OPEN_ROW}`,
  );
  return rows[0]?.pending ?? 0;
}

/**
 * Without a webhook: how many announcements are pending, and the outbox time of the newest (where the ids logged
 * next start). Timestamps stay text: a JavaScript Date would drop PostgreSQL's microseconds.
 */
export async function pendingSummary(db: Database): Promise<{ pending: number; newest: string | null }> {
  const { rows } = await db.query<{ pending: number; newest: string }>(
    `select count(*)::int as pending, coalesce(max(created_at), now())::text as newest from slack_outbox where ${OPEN_ROW}`,
  );
  const { pending = 0, newest = null } = rows[0] ?? {};
  return { pending, newest };
}

/** Without a webhook: the pending announcements stored after `after` (an outbox time), oldest first, a page of them. */
export async function pendingSince(db: Database, after: string): Promise<{ id: string; created_at: string }[]> {
  const { rows } = await db.query<{ id: string; created_at: string }>(
    `select prospect_id as id, created_at::text as created_at from slack_outbox
      where ${OPEN_ROW} and created_at > $1::timestamptz order by created_at limit ${MAX_LOGGED_WITHOUT_WEBHOOK_PER_SWEEP}`,
    [after],
  );
  return rows;
}
