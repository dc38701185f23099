/**
 * Speculation Rules for every page: a same-site link is fetched when the visitor points at it (or presses it), so
 * the full page load that follows feels instant, with no script of ours. Prefetch only, never prerender: a
 * prerendered page would run its scripts (attribution, analytics) for a view that may never happen. /handoff and
 * the API are excluded; browsers without Speculation Rules simply navigate.
 */
export function speculationRules(): string {
  return JSON.stringify({
    prefetch: [
      {
        source: "document",
        where: {
          and: [
            { href_matches: "/*" },
            { not: { href_matches: "/handoff" } },
            { not: { href_matches: "/api/*" } },
            { not: { href_matches: "/rest/*" } },
          ],
        },
        eagerness: "moderate",
      },
    ],
  });
}
