import { createHash } from "node:crypto";
import type {
  EmailSignupRequest,
  ExtraAttribution,
  ProspectInsert,
  ProspectSource,
  SignupRequest,
} from "~/leads/schema";
import type { Database } from "../database/open-database";

/**
 * The SQL of the leads backend. Visitor writes call the *_as_anon functions (db/migrations/0005), which
 * SET LOCAL ROLE anon before inserting: the database enforces the anonymous role's grants, the
 * insert-only row-level security policy and the constraints, exactly as for a direct PostgREST/Supabase
 * insert, without reading anything back, and hand the caller's role back before they return. Each runs in a
 * transaction with the visitor writes' statement timeout (database/open-database.ts). Reads (notify-slack lookups, the export)
 * use the server's own role.
 */

export type ProspectToStore = Omit<ProspectInsert, "website"> &
  Partial<Pick<SignupRequest, "amazon_marketplace" | "monthly_orders_band">>;

function extraAttributionJson(extra: ExtraAttribution | null | undefined): string {
  return JSON.stringify(extra ?? {});
}

/** An Idempotency-Key came back with other details than the submission stored under it: not a retry. */
export class IdempotencyKeyReusedError extends Error {
  constructor() {
    super("Idempotency-Key reused with a different submission");
    this.name = "IdempotencyKeyReusedError";
  }
}

/**
 * What makes two requests with one Idempotency-Key the same submission: what the visitor filled in. The
 * attribution is left out, since a retry of the same form may carry it updated.
 */
function submissionFingerprint(prospect: ProspectToStore, source: ProspectSource): string {
  const filledIn = [
    source,
    prospect.first_name,
    prospect.last_name,
    prospect.email,
    prospect.company,
    prospect.message,
    prospect.amazon_marketplace,
    prospect.monthly_orders_band,
  ];
  return createHash("sha256")
    .update(JSON.stringify(filledIn.map((value) => value ?? null)))
    .digest("hex");
}

/**
 * Inserts one prospect as the anonymous role. `inserted` is false when the idempotency key was already
 * used in the last 24 hours (older uses are forgotten, db/migrations/0015) for the same submission: it stands, nothing new is stored, and the caller still reports success.
 * The key used for a different submission throws IdempotencyKeyReusedError.
 */
export async function insertProspect(
  db: Database,
  prospect: ProspectToStore,
  source: ProspectSource,
  idempotencyKey: string | null,
): Promise<{ inserted: boolean }> {
  const fingerprint = submissionFingerprint(prospect, source);
  const { rows } = await db.transaction(
    (tx) =>
      tx.query<{ inserted: boolean }>(
        `select insert_prospect_as_anon($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, $16::uuid, $17) as inserted`,
        [
          prospect.first_name,
          prospect.last_name,
          prospect.email,
          prospect.company,
          prospect.message,
          prospect.utm_source,
          prospect.utm_medium,
          prospect.utm_campaign,
          prospect.landing_page,
          prospect.referrer,
          prospect.conversion_page,
          source,
          prospect.amazon_marketplace ?? null,
          prospect.monthly_orders_band ?? null,
          extraAttributionJson(prospect.extra),
          idempotencyKey,
          fingerprint,
        ],
      ),
    { visitorRequest: true },
  );
  const inserted = rows[0]?.inserted === true;
  if (!inserted && idempotencyKey !== null) {
    // Privileged read (anon may read nothing back): rows stored before fingerprints existed have none.
    const { rows: stored } = await db.query<{ fingerprint: string | null }>(
      "select idempotency_fingerprint as fingerprint from prospects where idempotency_key = $1::uuid",
      [idempotencyKey],
    );
    if (stored[0]?.fingerprint && stored[0].fingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
  }
  return { inserted };
}

/** Inserts one newsletter/tools signup as the anonymous role. A repeat of (list, email) stores nothing. */
export async function insertEmailSignup(db: Database, signup: EmailSignupRequest): Promise<{ inserted: boolean }> {
  const { rows } = await db.transaction(
    (tx) =>
      tx.query<{ inserted: boolean }>(
        `select insert_email_signup_as_anon($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb) as inserted`,
        [
          signup.email,
          signup.list,
          // The attribution's conversion page is the signup page when the form did not say.
          signup.source_page ?? signup.conversion_page,
          signup.utm_source,
          signup.utm_medium,
          signup.utm_campaign,
          signup.landing_page,
          signup.referrer,
          extraAttributionJson(signup.extra),
        ],
      ),
    { visitorRequest: true },
  );
  return { inserted: rows[0]?.inserted === true };
}
/**
 * Ids of prospects stored since `since` that match a notify-slack body and are not announced yet.
 * Privileged read: the visitor never sees the result, only the server's delivery worker acts on it. A visitor's
 * request waits for it, so it has the visitor writes' timeouts: on a frozen database it waited for the pool's 5 s and
 * the query's 10 s where the writes answer 503 within 2.5 s (issue 51).
 */
export async function findUnannouncedProspects(
  db: Database,
  match: { email: string; first_name: string; last_name: string; source: ProspectSource },
  since: Date,
): Promise<string[]> {
  const { rows } = await db.transaction(
    (tx) =>
      tx.query<{ id: string }>(
        `select p.id
           from prospects p
           join slack_outbox o on o.prospect_id = p.id
          where p.email = $1 and p.first_name = $2 and p.last_name = $3 and p.source = $4
            and p.created_at >= $5 and o.delivered_at is null
          limit 10`,
        [match.email, match.first_name, match.last_name, match.source, since],
      ),
    { visitorRequest: true },
  );
  return rows.map((row) => row.id);
}

/** A Slack announcement not delivered yet: still being retried, or given up on ("failed"). */
export interface UndeliveredAnnouncement {
  prospect_id: string;
  received_at: Date;
  status: "pending" | "failed";
  attempts: number;
  next_attempt_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
}

/** Every undelivered announcement, oldest first: ids and times, no contact details. */
export async function listUndeliveredAnnouncements(db: Database, limit: number): Promise<UndeliveredAnnouncement[]> {
  const { rows } = await db.query<UndeliveredAnnouncement>(
    `select prospect_id, created_at as received_at,
            case when failed_at is null then 'pending' else 'failed' end as status,
            attempts, case when failed_at is null then next_attempt_at end as next_attempt_at, failed_at, last_error
       from slack_outbox
      where delivered_at is null
      order by created_at, prospect_id
      limit $1`,
    [limit],
  );
  return rows;
}

/** Queues every failed announcement again, due now with a fresh attempt count. Returns how many. */
export async function requeueFailedAnnouncements(db: Database): Promise<number> {
  const result = await db.query(
    `update slack_outbox
        set failed_at = null, attempts = 0, next_attempt_at = now(), claim_token = null, claimed_until = null,
            refusal_status = null, refusals_in_a_row = 0
      where failed_at is not null and delivered_at is null`,
  );
  return result.rowCount;
}
