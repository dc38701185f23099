import { parse as parseYaml } from "yaml";
import { z } from "~/lib/zod";
import { resolveEntry } from "./page-entry";
import { homeCopySchema, pageSeoSchema, signupCopySchema } from "./page-schema";

/**
 * The pages whose copy is not a marketing page: home, signup, the 404 page, the hand-off and search (the "site-pages"
 * collections of content.config.ts), one YAML file each in content/site-pages, resolved and validated when the module
 * loads (at build time).
 */
const files = import.meta.glob<string>("./site-pages/*.yaml", { query: "?raw", import: "default", eager: true });

function entry<T extends z.ZodType>(name: string, schema: T): z.infer<T> {
  const source = files[`./site-pages/${name}.yaml`];
  if (source === undefined) throw new Error(`No content entry content/site-pages/${name}.yaml`);
  const result = schema.safeParse(resolveEntry(parseYaml(source)));
  if (!result.success)
    throw new Error(`content/site-pages/${name}.yaml: invalid entry:\n${z.prettifyError(result.error)}`);
  return result.data;
}

export const homeCopy = entry("home", homeCopySchema);
export const signupCopy = entry("signup", signupCopySchema);
export const notFoundCopy = entry("not-found", pageSeoSchema);
export const handoffCopy = entry("handoff", pageSeoSchema);
export const searchCopy = entry("search", pageSeoSchema);
