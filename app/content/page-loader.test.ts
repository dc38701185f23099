import { describe, expect, it } from "vitest";
import { checkEveryRouteHasEntry, checkToolEntries, checkUnique } from "./page-loader";
import { entryFileOf, entryRoutes, pageIdOfPath } from "./page-routes";

const entry = (id: string, data: Record<string, unknown>) => ({ id, filePath: `app/content/pages/${id}.yaml`, data });

describe("the checks of the pages collection across entries", () => {
  it("fail on a title two entries share, naming both files and the field", () => {
    const entries = [
      entry("a", { title: "One title" }),
      entry("b", { title: "Other" }),
      entry("c", { title: "One title" }),
    ];
    expect(() => checkUnique(entries, "title")).toThrow(
      'app/content/pages/c.yaml: title "One title" is also the title of app/content/pages/a.yaml',
    );
    expect(() => checkUnique(entries.slice(0, 2), "title")).not.toThrow();
  });

  it("fail on a route of the table without its entry file", () => {
    const entries = entryRoutes().map((route) => entry(pageIdOfPath(route.path), {}));
    expect(() => checkEveryRouteHasEntry(entries)).not.toThrow();
    const [first] = entryRoutes();
    expect(() => checkEveryRouteHasEntry(entries.slice(1))).toThrow(
      `the route ${first!.path} (type "${first!.type}") has no entry app/content/pages/${entryFileOf(first!)}`,
    );
  });

  it("fail when a tool's page entry and the catalogue disagree", () => {
    const audit = (tool?: { id: string }) => entry("tools/fba-fee-audit", tool ? { tool } : {});
    expect(() => checkToolEntries([audit({ id: "fee_audit" })])).not.toThrow();
    expect(() => checkToolEntries([audit({ id: "lost_sales" })])).toThrow(
      'app/content/pages/tools/fba-fee-audit.yaml: tool.id: the page of the tool fee_audit (tools/tool-catalog.ts) needs "tool: { id: fee_audit, ... }"',
    );
    expect(() => checkToolEntries([audit()])).toThrow(/needs "tool: \{ id: fee_audit/);
    expect(() => checkToolEntries([entry("about", { tool: { id: "fee_audit" } })])).toThrow(
      "app/content/pages/about.yaml: tool: /about is no tool's page",
    );
  });
});
