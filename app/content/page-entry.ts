import { site } from "~/settings/site";
import { resolveSiteTokens } from "~/settings/site-tokens";
import * as sharedCopy from "./shared-copy";

/**
 * What turns a content entry as an editor writes it (YAML) into the data a page renders, before its schema checks it:
 * - `{ computed: "<module>/<export>" }` anywhere is replaced by that export of app/content/worked-examples/<module>.ts:
 *   worked examples and sample screens are computed by code, never typed into an entry;
 * - `{shared:<NAME>}` in a string is replaced by that sentence of shared-copy.ts;
 * - the site tokens ({brand}, {supportEmail}, {siteHost}) are replaced by the configured values.
 */
const workedExampleModules = import.meta.glob<Record<string, unknown>>(
  ["./worked-examples/*.ts", "!./worked-examples/*.test.ts"],
  { eager: true },
);

export function computedContent(id: string): unknown {
  const [module, name] = id.split("/");
  const value = workedExampleModules[`./worked-examples/${module}.ts`]?.[name ?? ""];
  if (value === undefined)
    throw new Error(`No computed content "${id}" (an export of app/content/worked-examples/<module>.ts)`);
  return value;
}

const SHARED = /\{shared:([A-Z0-9_]+)\}/g;

function resolveReferences(value: unknown): unknown {
  if (typeof value === "string") {
    return value.replace(SHARED, (token, name: string) => {
      const sentence = (sharedCopy as Record<string, unknown>)[name];
      if (typeof sentence !== "string" && typeof sentence !== "number")
        throw new Error(`No shared copy ${token} in shared-copy.ts`);
      return String(sentence);
    });
  }
  if (Array.isArray(value)) return value.map(resolveReferences);
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === "computed")
      return resolveReferences(computedContent(String((value as { computed: unknown }).computed)));
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveReferences(item)]));
  }
  return value;
}

/** An entry's data as its page renders it: references resolved, then the site's tokens. */
export function resolveEntry(data: unknown): unknown {
  return resolveSiteTokens(resolveReferences(data), site);
}
