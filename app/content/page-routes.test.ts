import { describe, expect, it } from "vitest";
import { staticRoutes } from "~/routes/routes";
import { entryFileOf, entryRoutes, pageIdOf } from "./page-routes";

describe("a page entry's route", () => {
  it("is the route whose type belongs to the entry's folder and whose last segment is its file name", () => {
    expect(pageIdOf("audiences/fba-sellers.yaml")).toBe("who-we-serve/fba-sellers");
    expect(pageIdOf("company/pricing.yaml")).toBe("pricing");
    expect(pageIdOf("features/amazon-fba-calculator.yaml")).toBe("features/amazon-fba-calculator");
    expect(pageIdOf("tools/tools.yaml")).toBe("tools");
    expect(pageIdOf("tools/fba-fee-audit.yaml")).toBe("tools/fba-fee-audit");
  });

  it("fails for an entry no route names, or a folder that is no group, naming the file", () => {
    expect(() => pageIdOf("features/no-such-feature.yaml")).toThrow(
      /app\/content\/pages\/features\/no-such-feature.yaml: no route of type "feature" or "fba calculator" ends in \/no-such-feature/,
    );
    // A landing page's file in the company folder is not the landing route.
    expect(() => pageIdOf("company/amazon-analytics-tool.yaml")).toThrow(/no route of type "company"/);
    expect(() => pageIdOf("blog/post.yaml")).toThrow(/"blog" is not a page group/);
  });

  it("maps each route with an entry to one file and back", () => {
    const files = entryRoutes().map(entryFileOf);
    expect(new Set(files).size).toBe(files.length);
    for (const route of entryRoutes()) expect(`/${pageIdOf(entryFileOf(route))}`).toBe(route.path);
    expect(entryRoutes().map((route) => route.type)).not.toContain("home");
    expect(entryRoutes().length).toBeLessThan(staticRoutes.length);
  });
});
