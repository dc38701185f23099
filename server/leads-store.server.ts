import type { EmailSignupRequest, ExtraAttribution, ProspectInsert, ProspectSource, SignupRequest } from "../app/leads/schema";
import type { Database } from "./db.server";

/**
 * The SQL of the leads backend. Visitor writes run as the anonymous role (Database.queryAsAnonymous) and without RETURNING,
 * so the insert-only row-level security policy is what decides, exactly as it would for a direct
 * PostgREST/Supabase insert. Reads (notify-slack lookups, the export) use the server's own role.
 */

export type ProspectToStore = Omit<ProspectInsert, "website"> &
  Partial<Pick<SignupRequest, "amazon_marketplace" | "monthly_orders_band">>;

function extraAttributionJson(extra: ExtraAttribution | null | undefined): string {
  return JSON.stringify(extra ?? {});
}

/**
 * Inserts one prospect as the anonymous role. `inserted` is false when the idempotency key was already
 * used: the earlier submission stands, nothing new is stored, and the caller still reports success.
 */
export async function insertProspect(
  db: Database,
  prospect: ProspectToStore,
  source: ProspectSource,
  idempotencyKey: string | null,
): Promise<{ inserted: boolean }> {
  // ON CONFLICT without a target: a conflict target needs SELECT on that column, which anon must not have.
  const result = await db.queryAsAnonymous(
        `insert into prospects (
           first_name, last_name, email, company, message,
           utm_source, utm_medium, utm_campaign, landing_page, referrer, conversion_page,
           source, amazon_marketplace, monthly_orders_band, extra_attribution, idempotency_key
         ) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, $16)
         on conflict do nothing`,
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
        ],
    { statementName: "leads_insert_prospect" },
  );
  return { inserted: result.rowCount > 0 };
}

/** Inserts one newsletter/tools signup as the anonymous role. A repeat of (list, email) stores nothing. */
export async function insertEmailSignup(
  db: Database,
  signup: EmailSignupRequest,
): Promise<{ inserted: boolean }> {
  const result = await db.queryAsAnonymous(
        `insert into email_signups (
           email, list, source_page, utm_source, utm_medium, utm_campaign, landing_page, referrer, extra_attribution
         ) values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)
         on conflict do nothing`,
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
    { statementName: "leads_insert_email_signup" },
  );
  return { inserted: result.rowCount > 0 };
}

/**
 * Ids of prospects stored since `since` that match a notify-slack body and are not announced yet.
 * Privileged read: the visitor never sees the result, only the server's delivery worker acts on it.
 */
export async function findUnannouncedProspects(
  db: Database,
  match: { email: string; first_name: string; last_name: string; source: ProspectSource },
  since: Date,
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select p.id
       from prospects p
       join slack_outbox o on o.prospect_id = p.id
      where p.email = $1 and p.first_name = $2 and p.last_name = $3 and p.source = $4
        and p.created_at >= $5 and o.delivered_at is null
      limit 10`,
    [match.email, match.first_name, match.last_name, match.source, since],
  );
  return rows.map((row) => row.id);
}
