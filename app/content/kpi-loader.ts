import { glob, type Loader } from "astro/loaders";
import { createKpiLibrary } from "~/kpi-library/library.server";
import { site } from "~/settings/site";
import { assertEntryCopy, kpiPagePath, yamlFileCopy } from "./entry-checks.server";
import { tokenValuesDigestInput } from "./markdown-tokens";

const files = glob({ pattern: "*.yaml", base: "./app/content/kpis" });

/** What the token values are now, mixed into each entry's digest: a changed fact or brand loads the entries again. */
const tokenValues = tokenValuesDigestInput(site);

/**
 * The loader of the "kpis" collection (content.config.ts): Astro's glob loader over app/content/kpis/<slug>.yaml,
 * then the join with the formulas and the product's list of KPIs (kpi-library/library.server.ts) over every loaded
 * entry, which fails the build with the entry's file and field: no formula, not a KPI of the list, a KPI without its
 * entry, worked-example inputs the formula does not take, a related KPI that does not exist; then the copy checks.
 */
export const kpisLoader: Loader = {
  name: "kpis",
  load: async (context) => {
    await files.load({
      ...context,
      generateDigest: (data) =>
        context.generateDigest(`${tokenValues}\n${typeof data === "string" ? data : JSON.stringify(data)}`),
    });
    const entries = [...context.store.values()];
    createKpiLibrary(entries.map((entry) => ({ id: entry.id, file: entry.filePath ?? entry.id, data: entry.data })));
    // The copy checks, on every entry after every load (entry-checks.server.ts).
    assertEntryCopy(
      entries.map((entry) => {
        const file = entry.filePath ?? entry.id;
        return { file, path: kpiPagePath(file), copy: yamlFileCopy(file) };
      }),
    );
  },
};
