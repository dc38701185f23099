import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prospectInsertSchema } from "../app/leads/schema";
import { insertProspect } from "./leads-store.server";
import { PROJECT_ROOT } from "./project-paths.server";
import { startFakeSlack, type FakeSlack } from "./test-support/fake-slack";
import { validProspect } from "./test-support/test-api";
import { TEST_DATABASE_TARGETS, type TestDatabase } from "./test-support/test-databases";

/**
 * Several server instances against one PostgreSQL: 3 worker processes share one outbox of 200 leads
 * and one instance is killed with SIGKILL in the middle of a post. Every prospect is announced, none twice.
 *
 * The kill is made deterministic: the fake Slack never answers that instance's second post, so the
 * instance dies holding claimed rows that Slack has NOT accepted; the lease expires and another instance
 * announces them. The one case no design can close (a crash after Slack accepted a post but before the
 * rows were marked delivered) would announce those rows a second time after the lease; it needs a crash
 * inside a window of one database round trip, and the prospect id in every message makes it recognisable.
 */
const LEADS = 200;
const INSTANCES = 3;
const LEASE_MS = 5_000;

function prospectIdsIn(body: unknown): string[] {
  return [...JSON.stringify(body).matchAll(/prospect ([0-9a-f-]{36})/g)].map((match) => match[1] as string);
}

for (const target of TEST_DATABASE_TARGETS.filter((candidate) => candidate.name !== "PGlite")) {
  describe.skipIf(target.skip)(`${INSTANCES} instances announcing one outbox on ${target.name}`, () => {
    let testDb: TestDatabase;
    let slack: FakeSlack;
    const children: ChildProcess[] = [];
    let heldRequest: (() => void) | null = null;
    const held = new Promise<void>((resolve) => (heldRequest = resolve));

    beforeAll(async () => {
      testDb = await target.open();
      let victimPosts = 0;
      slack = await startFakeSlack({
        hold: ({ path }) => {
          if (!path.endsWith("-instance-0")) return false;
          victimPosts += 1;
          if (victimPosts !== 2) return false;
          heldRequest?.();
          return true;
        },
      });
    });
    afterAll(async () => {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await slack?.close();
      await testDb?.cleanup();
    });

    it(`announces ${LEADS} leads exactly once although one instance is killed (SIGKILL) mid-post`, async () => {
      for (let index = 0; index < LEADS; index += 1) {
        await insertProspect(testDb.db, prospectInsertSchema.parse(validProspect()), "contact_popup", null);
      }
      const connection = testDb.connection as NonNullable<TestDatabase["connection"]>;
      for (let instance = 0; instance < INSTANCES; instance += 1) {
        const child = spawn(process.execPath, ["--import", "tsx", "server/test-support/outbox-worker-process.ts"], {
          cwd: PROJECT_ROOT,
          env: {
            ...process.env,
            WORKER_DATABASE_URL: connection.databaseUrl,
            WORKER_SCHEMA: connection.schema ?? "",
            WORKER_WEBHOOK_URL: `${slack.url}-instance-${instance}`,
            WORKER_LEASE_MS: String(LEASE_MS),
            WORKER_BATCH_SIZE: "5",
          },
          stdio: ["ignore", "pipe", "inherit"],
        });
        children.push(child);
      }

      await held;
      const victim = children[0] as ChildProcess;
      victim.kill("SIGKILL");
      await new Promise((resolve) => victim.once("exit", resolve));
      expect(victim.signalCode).toBe("SIGKILL");

      const deadline = Date.now() + 45_000;
      for (;;) {
        const { rows } = await testDb.db.query<{ pending: number }>("select count(*)::int as pending from slack_outbox where delivered_at is null");
        if (rows[0]?.pending === 0) break;
        if (Date.now() > deadline) throw new Error(`${rows[0]?.pending} announcements still pending`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      const postsPerProspect = new Map<string, number>();
      for (const message of slack.delivered) {
        for (const id of prospectIdsIn(message)) postsPerProspect.set(id, (postsPerProspect.get(id) ?? 0) + 1);
      }
      const { rows } = await testDb.db.query<{ id: string }>("select id from prospects");
      expect(rows).toHaveLength(LEADS);
      expect(rows.filter((row) => postsPerProspect.get(row.id) !== 1)).toEqual([]);
      expect([...postsPerProspect.keys()].sort()).toEqual(rows.map((row) => row.id).sort());

      // The victim really was mid-run: one post of its own accepted, the second cut off by the kill, and
      // the rows of that second post announced by a surviving instance.
      const victimRequests = slack.requests.filter((request) => request.path.endsWith("-instance-0"));
      expect(victimRequests).toHaveLength(2);
      const orphaned = prospectIdsIn(victimRequests[1]?.body);
      expect(orphaned.length).toBeGreaterThan(0);
      for (const id of orphaned) expect(postsPerProspect.get(id)).toBe(1);
      // After the lease expires the orphaned rows are claimed again (in due order, together with other
      // pending rows), so the survivors may announce them over more than one batch: each exactly once.
      const survivorIds = slack.requests
        .filter((request) => !request.path.endsWith("-instance-0"))
        .flatMap((request) => prospectIdsIn(request.body));
      for (const id of orphaned) expect(survivorIds.filter((survivorId) => survivorId === id)).toHaveLength(1);
    });
  });
}
