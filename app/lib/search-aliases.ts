import { z } from "~/lib/zod";

/**
 * What sellers type when they look for a page, beside its title: "acos", "break even", "storage fee", "lil fee",
 * "dim weight". Optional on KPIs, page entries and blog posts; the site search (lib/site-search.ts) matches them with
 * extra weight, and Enter on a query that is exactly one page's alias opens that page.
 */
export const searchAliasesSchema = z.array(z.string().trim().min(2).max(40)).max(12).optional();
