import { glob, type Loader } from "astro/loaders";
import { createKpiLibrary } from "~/kpi-library/library.server";
import { site } from "~/settings/site";
import { tokenValuesDigestInput } from "./markdown-tokens";

const files = glob({ pattern: "*.yaml", base: "./app/content/kpis" });

/** What the token values are now, mixed into each entry's digest: a changed fact or brand loads the entries again. */
const tokenValues = tokenValuesDigestInput(site);

/**
 * The loader of the "kpis" collection (content.config.ts): Astro's glob loader over app/content/kpis/<slug>.yaml,
 * then the join with the formulas and the product's list of KPIs (kpi-library/library.server.ts) over every loaded
 * entry, which fails the build with the entry's file and field: no formula, not a KPI of the list, a KPI without its
 * entry, worked-example inputs the formula does not take, a related KPI that does not exist.
 */
export const kpisLoader: Loader = {
  name: "kpis",
  load: async (context) => {
    await files.load({
      ...context,
      generateDigest: (data) =>
        context.generateDigest(`${tokenValues}\n${typeof data === "string" ? data : JSON.stringify(data)}`),
    });
    createKpiLibrary(
      [...context.store.values()].map((entry) => ({
        id: entry.id,
        file: entry.filePath ?? entry.id,
        data: entry.data,
      })),
    );
  },
};
