import { prospectInsertSchema } from "../app/leads/schema";
const body = { first_name: "Bench", last_name: "Runner 1", email: "bench-1@example.com", company: "Load Test Ltd", message: "Benchmark submission; please ignore.", utm_source: "bench", utm_medium: "loopback", utm_campaign: "x", landing_page: "/", referrer: "direct", conversion_page: "/pricing" };
for (let round = 0; round < 3; round++) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < 20000; i++) prospectInsertSchema.parse({ ...body, email: `b${i}@example.com` });
  console.log("zod µs/parse", Number(process.hrtime.bigint() - start) / 20000 / 1000);
}
