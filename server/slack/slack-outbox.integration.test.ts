import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildNotifySlackBody } from "~/leads/notify-slack-body";
import { prospectInsertSchema } from "~/leads/schema";
import type { Database } from "../database/open-database";
import { LEADS_API_PATHS } from "../leads/leads-api";
import { listUndeliveredAnnouncements, requeueFailedAnnouncements } from "../leads/leads-store";
import { startFakeSlack, type FakeSlack } from "../test-support/fake-slack";
import { startTestApi, validProspect, type TestApi } from "../test-support/test-api";
import { TEST_DATABASE_TARGETS, type TestDatabase } from "../test-support/test-databases";
import { REFUSALS_BEFORE_FAILED } from "./slack-delivery-policy";
import { createSlackOutbox, type SlackOutbox, type SlackOutboxOptions } from "./slack-outbox";

/** Fast timings so retries happen within the test; the real defaults are seconds to minutes. */
const FAST: Partial<SlackOutboxOptions> = {
  pollIntervalMs: 50,
  minIntervalBetweenPostsMs: 0,
  backoff: { baseMs: 100, capMs: 400 },
  requestTimeoutMs: 2_000,
};

/** How long the worker gets to do what a test waits for, checked every 25 ms (expect.poll). */
const SOON = { timeout: 10_000, interval: 25 };

/** Slack messages that mention this last name (each test uses a unique one). */
function messagesAbout(slack: FakeSlack, lastName: string) {
  return slack.delivered.filter((message) => JSON.stringify(message).includes(lastName));
}

for (const target of TEST_DATABASE_TARGETS) {
  describe.skipIf(target.skip)(`Slack delivery on ${target.name}`, () => {
    let testDb: TestDatabase;
    let slack: FakeSlack;
    let api: TestApi;
    let workers: SlackOutbox[] = [];
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

    const db = (): Database => testDb.db;
    function startWorker(options: Partial<SlackOutboxOptions> = {}, onDb: Database = db()): SlackOutbox {
      const worker = createSlackOutbox({ db: onDb, webhookUrl: slack.url, logger, ...FAST, ...options });
      workers.push(worker);
      worker.start();
      return worker;
    }

    /**
     * Runs every worker through at least one complete sweep from now (the first call waits for a sweep in flight,
     * the second is a fresh one), so "nothing more was posted" is checked after the workers looked again, not
     * after some time passed.
     */
    async function settle() {
      for (const worker of workers) {
        await worker.sweepNow();
        await worker.sweepNow();
      }
    }

    /** Inserts through the API (no worker attached to it) and returns the payload. */
    async function submitProspect() {
      const payload = validProspect();
      const response = await api.post(LEADS_API_PATHS.prospects, payload, { "Idempotency-Key": randomUUID() });
      expect(response.status).toBe(201);
      return payload;
    }

    beforeAll(async () => {
      testDb = await target.open();
      slack = await startFakeSlack();
    });
    beforeEach(async () => {
      api = await startTestApi(db());
      // Start from an empty outbox so each test sees only its own announcements.
      await db().exec("update slack_outbox set delivered_at = now() where delivered_at is null");
      // And from a healthy webhook: the pause is shared by every worker on the database, so one test's would hold the next.
      await db().exec(
        "update slack_webhook_state set paused_until = '-infinity', failed_posts_in_a_row = 0, poster = null, posting_until = null",
      );
    });
    afterEach(async () => {
      await Promise.all(workers.map((worker) => worker.stop()));
      workers = [];
      await api.close();
      vi.clearAllMocks();
    });
    afterAll(async () => {
      await slack?.close();
      await testDb?.cleanup();
    });

    it("posts a readable Block Kit message for a stored prospect, exactly once", async () => {
      const payload = await submitProspect();
      const worker = startWorker();
      await expect.poll(() => messagesAbout(slack, payload.last_name).length, SOON).toBe(1);
      // More sweeps and nudges later change nothing.
      worker.nudge();
      await settle();
      const messages = messagesAbout(slack, payload.last_name);
      expect(messages).toHaveLength(1);
      const text = JSON.stringify(messages[0]);
      for (const expected of [
        "Jane",
        "jane.doe+",
        "Acme Goods",
        "google / cpc / spring",
        "/features/profit-loss",
        "https://www.google.com/",
        "/pricing",
        "3,000 units",
      ]) {
        expect(text).toContain(expected);
      }
      expect(await worker.pendingCount()).toBe(0);
    });

    it("delivers as soon as notify-slack names the stored prospect, as the browser does after its insert", async () => {
      // Polling is an hour away: only the notify-slack nudge can make this delivery happen in time.
      const worker = startWorker({ pollIntervalMs: 3_600_000 });
      await worker.sweepNow();
      const wired = await startTestApi(db(), { slack: worker });
      try {
        // Stored through an API instance that is not wired to this worker, so the insert itself nudges nothing (the
        // worker sweeps only when nudged, or in an hour).
        const payload = await submitProspect();
        expect(messagesAbout(slack, payload.last_name)).toHaveLength(0);
        const body = buildNotifySlackBody(prospectInsertSchema.parse(payload));
        expect((await wired.post(LEADS_API_PATHS.notifySlack, body)).status).toBe(202);
        await expect.poll(() => messagesAbout(slack, payload.last_name).length, { ...SOON, timeout: 3_000 }).toBe(1);
        expect(messagesAbout(slack, payload.last_name)).toHaveLength(1);
      } finally {
        await wired.close();
      }
    });

    it("keeps retrying while Slack is unreachable, then delivers once", async () => {
      const payload = await submitProspect();
      const worker = startWorker({ webhookUrl: "http://127.0.0.1:9/unreachable" });
      await expect
        .poll(async () => {
          const { rows } = await db().query<{ attempts: number }>(
            "select attempts from slack_outbox o join prospects p on p.id = o.prospect_id where p.last_name = $1",
            [payload.last_name],
          );
          return rows[0]?.attempts ?? 0;
        }, SOON)
        .toBeGreaterThanOrEqual(2);
      await worker.stop();
      expect(await worker.pendingCount()).toBe(1);
      startWorker();
      await expect.poll(() => messagesAbout(slack, payload.last_name).length, SOON).toBe(1);
    });

    it("survives a restart between the insert and the delivery", async () => {
      const payload = await submitProspect();
      await api.close();
      const reopened = await testDb.reopen();
      api = await startTestApi(reopened);
      const worker = startWorker({}, reopened);
      await expect.poll(() => messagesAbout(slack, payload.last_name).length, SOON).toBe(1);
      await worker.sweepNow();
      expect(messagesAbout(slack, payload.last_name)).toHaveLength(1);
    });

    it("re-delivers after a worker died mid-delivery, once its lease has expired", async () => {
      const payload = await submitProspect();
      // A worker claimed the row (lease of 2 s) and then the process died before posting.
      await db().query(
        `update slack_outbox o set claim_token = gen_random_uuid(), claimed_until = now() + interval '2 seconds', attempts = 1
           from prospects p where p.id = o.prospect_id and p.last_name = $1`,
        [payload.last_name],
      );
      const worker = startWorker();
      await worker.sweepNow();
      expect(messagesAbout(slack, payload.last_name)).toHaveLength(0);
      await expect.poll(() => messagesAbout(slack, payload.last_name).length, SOON).toBe(1);
      expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("claim expired"));
    });

    it("never posts one prospect twice when several workers sweep the same outbox", async () => {
      const payloads: ReturnType<typeof validProspect>[] = [];
      for (let index = 0; index < 8; index += 1) payloads.push(await submitProspect());
      const second = (await testDb.openSecondConnection()) ?? db();
      slack.script(payloads.map(() => ({ status: 200, delayMs: 30 })));
      startWorker();
      startWorker({}, second);
      startWorker();
      await expect
        .poll(() => payloads.every((payload) => messagesAbout(slack, payload.last_name).length >= 1), SOON)
        .toBe(true);
      await settle();
      for (const payload of payloads) expect(messagesAbout(slack, payload.last_name)).toHaveLength(1);
    });

    it("posts nothing for a notify-slack body naming a prospect that does not exist", async () => {
      const worker = startWorker({ pollIntervalMs: 60_000 });
      await worker.sweepNow();
      const wired = await startTestApi(db(), { slack: worker });
      const requestsBefore = slack.requests.length;
      try {
        const response = await wired.post(LEADS_API_PATHS.notifySlack, {
          type: "INSERT",
          table: "prospects",
          schema: "public",
          old_record: null,
          record: { first_name: "Nobody", last_name: "Atall", email: "nobody@example.com", source: "contact_popup" },
        });
        expect(response).toMatchObject({ status: 202, body: { ok: true } });
        await worker.sweepNow();
        expect(slack.requests.length).toBe(requestsBefore);
      } finally {
        await wired.close();
      }
    });

    it("cannot be used to post arbitrary text: the message comes from the stored row, never the body", async () => {
      const worker = startWorker({ pollIntervalMs: 60_000 });
      await worker.sweepNow();
      const wired = await startTestApi(db(), { slack: worker });
      try {
        const payload = validProspect({ message: "Hello from a real prospect" });
        await wired.post(LEADS_API_PATHS.prospects, payload);
        await expect.poll(() => messagesAbout(slack, payload.last_name).length, SOON).toBe(1);
        // Replaying notify-slack for that prospect with injected text posts nothing new.
        const forged = buildNotifySlackBody(prospectInsertSchema.parse(payload));
        const injected = {
          ...forged,
          record: { ...forged.record, message: "<!channel> FREE MONEY <https://evil.example|click>" },
        };
        expect((await wired.post(LEADS_API_PATHS.notifySlack, injected)).status).toBe(202);
        const unknownPerson = { ...injected, record: { ...injected.record, last_name: "Injected" } };
        expect((await wired.post(LEADS_API_PATHS.notifySlack, unknownPerson)).status).toBe(202);
        // Other shapes are refused outright.
        expect((await wired.post(LEADS_API_PATHS.notifySlack, { text: "<!channel> hi" })).status).toBe(400);
        await settle();
        expect(JSON.stringify(slack.requests)).not.toContain("FREE MONEY");
        expect(messagesAbout(slack, payload.last_name)).toHaveLength(1);
      } finally {
        await wired.close();
      }
    });

    it("escapes what a visitor typed so it cannot mention @channel or hide a link", async () => {
      const payload = await submitProspect();
      await api.post(
        LEADS_API_PATHS.prospects,
        validProspect({ last_name: payload.last_name + "x", message: "<!channel> <https://evil.example|click me>" }),
      );
      startWorker();
      await expect.poll(() => messagesAbout(slack, payload.last_name + "x").length, SOON).toBe(1);
      const text = JSON.stringify(messagesAbout(slack, payload.last_name + "x"));
      expect(text).not.toContain("<!channel>");
      expect(text).toContain("&lt;!channel&gt;");
    });

    it("without a webhook, logs pending announcements by count and id only, each once, and keeps them until one is configured", async () => {
      const before = await submitProspect();
      const noWebhook = startWorker({ webhookUrl: null });
      await noWebhook.sweepNow();
      const after = await submitProspect();
      await noWebhook.sweepNow();
      await noWebhook.sweepNow();
      const { rows } = await db().query<{ id: string }>("select id from prospects where last_name = $1", [
        after.last_name,
      ]);
      const warnings = logger.warn.mock.calls.map((call) => call.map(String).join(" "));
      // At start: a count. Afterwards: the ids of newly pending ones, once.
      expect(warnings.filter((line) => line.includes("1 prospect announcement(s) pending"))).toHaveLength(1);
      expect(warnings.filter((line) => line.includes(rows[0]?.id ?? "missing"))).toHaveLength(1);
      const logged = JSON.stringify([logger.warn.mock.calls, logger.info.mock.calls, logger.error.mock.calls]);
      for (const payload of [before, after]) {
        for (const detail of [payload.last_name, payload.email.toLowerCase(), payload.company, payload.message]) {
          expect(logged).not.toContain(detail);
        }
      }
      expect(await noWebhook.pendingCount()).toBe(2);
      await noWebhook.stop();
      startWorker();
      await expect
        .poll(() => [before, after].every((payload) => messagesAbout(slack, payload.last_name).length === 1), SOON)
        .toBe(true);
    });

    it("announces a backlog in messages of up to 20 prospects, each prospect exactly once", async () => {
      const payloads: ReturnType<typeof validProspect>[] = [];
      for (let index = 0; index < 45; index += 1) payloads.push(await submitProspect());
      const requestsBefore = slack.requests.length;
      const worker = startWorker();
      await expect.poll(() => worker.pendingCount(), SOON).toBe(0);
      const posts = slack.requests.slice(requestsBefore).map((request) => JSON.stringify(request.body));
      expect(posts).toHaveLength(3);
      expect(posts.map((post) => (post.match(/prospect [0-9a-f-]{36}/g) ?? []).length)).toEqual([20, 20, 5]);
      for (const payload of payloads) expect(messagesAbout(slack, payload.last_name)).toHaveLength(1);
    });

    it("shows what a visitor typed literally: *URGENT* <!channel> neither bolds nor pings", async () => {
      await api.post(
        LEADS_API_PATHS.prospects,
        validProspect({ first_name: "*URGENT*", last_name: "<!channel>\u202E", company: "_Acme_" }),
      );
      startWorker();
      await expect
        .poll(() => slack.delivered.some((message) => JSON.stringify(message).includes("URGENT")), SOON)
        .toBe(true);
      const text = JSON.stringify(slack.delivered.find((message) => JSON.stringify(message).includes("URGENT")));
      for (const live of ["*URGENT*", "<!channel>", "_Acme_", "\u202E"]) expect(text).not.toContain(live);
      expect(text).toContain("\u2217URGENT\u2217");
      expect(text).toContain("&lt;!channel&gt;");
    });

    it("stops retrying a revoked webhook (404) after 3 attempts, marks the rows failed, and re-queues them on request", async () => {
      const payload = await submitProspect();
      slack.script([
        { status: 404, body: "no_service" },
        { status: 404, body: "no_service" },
        { status: 404, body: "no_service" },
      ]);
      const requestsBefore = slack.requests.length;
      const worker = startWorker();
      await expect
        .poll(async () => (await listUndeliveredAnnouncements(db(), 10)).some((row) => row.status === "failed"), SOON)
        .toBe(true);
      await settle();
      expect(slack.requests.length - requestsBefore).toBe(REFUSALS_BEFORE_FAILED);
      expect(await worker.pendingCount()).toBe(0);
      const [failed] = await listUndeliveredAnnouncements(db(), 10);
      expect(failed).toMatchObject({
        status: "failed",
        attempts: 3,
        last_error: "Slack answered HTTP 404: no_service",
        next_attempt_at: null,
      });
      expect(logger.error).toHaveBeenCalledWith(expect.stringContaining("npm run leads -- --requeue-failed"));
      expect(messagesAbout(slack, payload.last_name)).toHaveLength(0);

      expect(await requeueFailedAnnouncements(db())).toBe(1);
      worker.nudge();
      await expect.poll(async () => (await listUndeliveredAnnouncements(db(), 10)).length, SOON).toBe(0);
      expect(messagesAbout(slack, payload.last_name)).toHaveLength(1);
    });

    describe("Slack outages, driven sweep by sweep on a simulated clock", () => {
      const clock = {
        ms: Date.now(),
        advance(ms: number) {
          this.ms += ms;
        },
      };
      /** A worker that only runs when the test sweeps, on the test's clock. */
      const drivenWorker = (options: Partial<SlackOutboxOptions> = {}) => {
        // A row is due from its insert's now(), in microseconds; Date.now() is the current millisecond rounded down, so
        // a row inserted earlier in that same millisecond (a fast run) would be due a fraction after the clock and
        // wait for it to move: the clock starts at the next millisecond, after every row inserted so far.
        clock.ms = Date.now() + 1;
        const worker = createSlackOutbox({
          db: db(),
          webhookUrl: slack.url,
          logger,
          minIntervalBetweenPostsMs: 0,
          now: () => clock.ms,
          ...options,
        });
        workers.push(worker);
        return worker;
      };
      const statusOf = async (lastName: string) => {
        const { rows } = await db().query<{ delivered: boolean; failed: boolean }>(
          "select delivered_at is not null as delivered, failed_at is not null as failed from slack_outbox o join prospects p on p.id = o.prospect_id where p.last_name = $1",
          [lastName],
        );
        return rows[0];
      };

      it("retries after 429 (honouring Retry-After: 1) and 500, then delivers once", async () => {
        const payload = await submitProspect();
        slack.script([{ status: 429, headers: { "retry-after": "1" } }, { status: 500 }]);
        const requestsBefore = slack.requests.length;
        // A backoff far shorter than Retry-After, so waiting for the right one is what is tested.
        const worker = drivenWorker({ backoff: { baseMs: 10, capMs: 10 }, random: () => 0 });
        expect((await worker.sweepNow()).rateLimited).toBe(true);
        clock.advance(999);
        await worker.sweepNow();
        expect(slack.requests.length - requestsBefore).toBe(1);
        clock.advance(1);
        expect((await worker.sweepNow()).failed).toBe(1);
        clock.advance(10);
        expect((await worker.sweepNow()).delivered).toBe(1);
        expect(slack.requests.length - requestsBefore).toBe(3);
        await worker.sweepNow();
        expect(messagesAbout(slack, payload.last_name)).toHaveLength(1);
        const { rows } = await db().query<{ attempts: number; delivered: boolean }>(
          "select attempts, delivered_at is not null as delivered from slack_outbox o join prospects p on p.id = o.prospect_id where p.last_name = $1",
          [payload.last_name],
        );
        expect(rows).toEqual([{ attempts: 3, delivered: true }]);
        expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("rate limited by Slack"));
      });

      it("one Retry-After holds every instance: no worker posts before it ends, then the backlog goes out", async () => {
        const payloads = [await submitProspect(), await submitProspect()];
        slack.script([{ status: 429, headers: { "retry-after": "20" } }]);
        const second = (await testDb.openSecondConnection()) ?? db();
        const requestsBefore = slack.requests.length;
        const first = drivenWorker({ batchSize: 1 });
        const other = createSlackOutbox({
          db: second,
          webhookUrl: slack.url,
          logger,
          minIntervalBetweenPostsMs: 0,
          batchSize: 1,
          now: () => clock.ms,
        });
        workers.push(other);
        expect((await first.sweepNow()).rateLimited).toBe(true);
        for (let second = 1; second < 20; second += 1) {
          clock.advance(1_000);
          await other.sweepNow();
          await first.sweepNow();
        }
        expect(slack.requests.length - requestsBefore).toBe(1);
        clock.advance(1_000);
        expect((await other.sweepNow()).delivered).toBe(2);
        for (const payload of payloads) expect(messagesAbout(slack, payload.last_name)).toHaveLength(1);
        if (second !== db()) await second.close();
      });

      it("a short outage (500, then 429 with Retry-After, then 410) fails no lead; the first success announces them all, once", async () => {
        const payloads = [await submitProspect(), await submitProspect(), await submitProspect()];
        slack.script([
          { status: 500 },
          { status: 500 },
          { status: 429, headers: { "retry-after": "0" } },
          { status: 410, body: "channel_is_archived" },
          { status: 410, body: "channel_is_archived" },
        ]);
        const worker = drivenWorker({ backoff: { baseMs: 0, capMs: 0 } });
        for (let sweep = 0; sweep < 5; sweep += 1) {
          expect((await worker.sweepNow()).delivered).toBe(0);
          for (const payload of payloads)
            expect(await statusOf(payload.last_name)).toEqual({ delivered: false, failed: false });
        }
        expect((await worker.sweepNow()).delivered).toBe(3);
        for (const payload of payloads) expect(messagesAbout(slack, payload.last_name)).toHaveLength(1);
      });

      it("fails a row only after 3 refusals of the same kind in a row (410, 404, 410, 410, 500, 410, 410 fail nothing; one more 410 does)", async () => {
        const payload = await submitProspect();
        const refusals = [410, 404, 410, 410, 500, 410, 410].map((status) => ({ status, body: "no_service" }));
        slack.script([...refusals, { status: 410, body: "no_service" }]);
        const worker = drivenWorker({ backoff: { baseMs: 0, capMs: 0 } });
        for (const _refusal of refusals) {
          await worker.sweepNow();
          expect(await statusOf(payload.last_name)).toEqual({ delivered: false, failed: false });
        }
        expect((await worker.sweepNow()).markedFailed).toBe(1);
        expect(await statusOf(payload.last_name)).toEqual({ delivered: false, failed: true });
      });

      it("after an outage of any length (here 2 hours of 500s at production timings), every pending lead is announced within 60 s of Slack's recovery", async () => {
        const payloads: ReturnType<typeof validProspect>[] = [];
        for (let index = 0; index < 25; index += 1) payloads.push(await submitProspect());
        const failures = 2 * 60 * 2; // a probe at most every 30 s for 2 hours
        slack.script(Array.from({ length: failures }, () => ({ status: 500 })));
        const worker = drivenWorker({ minIntervalBetweenPostsMs: 0 });
        const requestsBefore = slack.requests.length;
        let recoveredAtMs: number | null = null;
        let lastAnnouncedAtMs: number | null = null;
        // The clock moves a second at a time; the worker posts whenever its own backoff says so.
        for (let second = 0; second < 4 * 60 * 60 && lastAnnouncedAtMs === null; second += 1) {
          clock.advance(1_000);
          await worker.sweepNow();
          if (recoveredAtMs === null && slack.requests.length - requestsBefore === failures) recoveredAtMs = clock.ms;
          if (payloads.every((payload) => messagesAbout(slack, payload.last_name).length === 1))
            lastAnnouncedAtMs = clock.ms;
        }
        expect(recoveredAtMs).not.toBeNull();
        console.log(
          `[outbox test] ${target.name}: after 2 simulated hours of 500s, all ${payloads.length} pending leads announced ${((lastAnnouncedAtMs ?? Infinity) - (recoveredAtMs ?? 0)) / 1000} s after Slack recovered`,
        );
        expect((lastAnnouncedAtMs ?? Infinity) - (recoveredAtMs ?? 0)).toBeLessThanOrEqual(60_000);
        for (const payload of payloads) expect(messagesAbout(slack, payload.last_name)).toHaveLength(1);
      }, 120_000);

      it("a failing webhook writes one error line per minute, not one per post or per lead", async () => {
        for (let index = 0; index < 5; index += 1) await submitProspect();
        slack.script(Array.from({ length: 12 }, () => ({ status: 500 })));
        const worker = drivenWorker({ backoff: { baseMs: 0, capMs: 0 } });
        for (let sweep = 0; sweep < 12; sweep += 1) {
          await worker.sweepNow();
          clock.advance(10_000);
        }
        // Posts at 0, 10, ..., 110 s: a line for the first failure and one a minute later.
        expect(logger.error).toHaveBeenCalledTimes(2);
        expect(String(logger.error.mock.calls[1]?.[0])).toMatch(/still failing/);
        await worker.sweepNow();
        expect(logger.info).toHaveBeenCalledWith(expect.stringMatching(/delivering again/));
      });
    });
  });
}
