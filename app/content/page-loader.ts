import { glob, type Loader } from "astro/loaders";
import { parse as parseYaml } from "yaml";
import { freeTools } from "~/tools/tool-catalog";
import { stepCountsOf } from "./entry-checks";
import { assertEntryCopy, yamlFileCopy } from "./entry-checks.server";
import { resolveEntry } from "./page-entry";
import { entryFileOf, entryRoutes, pageIdOf } from "./page-routes";

/**
 * The loaders of the page collections (content.config.ts): Astro's glob loader, plus what one file alone cannot
 * tell.
 *
 * - The digest: Astro keeps loaded entries between builds and parses again only an entry whose digest changed; the
 *   glob loader digests the file's text. An entry's data also depends on code (its worked examples, shared copy,
 *   facts, the site's settings), so the digest covers the resolved entry too: a changed formula never leaves a stale
 *   figure in the build.
 * - The checks across entries, after every file is loaded: the error names the files, the field and what is wrong,
 *   and stops the build.
 * - The copy checks (entry-checks.server.ts), on every entry after every load: a sentence the product model
 *   contradicts stops the build with its file, field and sentence.
 */

/** A loaded entry, as the collection's store holds it. */
type StoredEntry = { id: string; filePath?: string; data: Record<string, unknown> };
type EntryCheck = (entries: StoredEntry[]) => void;

function resolvedDigestInput(raw: string): string {
  try {
    return `${raw}\n${JSON.stringify(resolveEntry(parseYaml(raw)))}`;
  } catch {
    // An entry that does not resolve is parsed again every time, so its schema reports the error with its file.
    return `${raw}\n${Math.random()}`;
  }
}

function entryLoader(
  name: string,
  files: ReturnType<typeof glob>,
  options: {
    /** The page an entry is shown on. */
    pathOf: (id: string) => string;
    check?: EntryCheck;
    addToData?: (entry: { id: string; filePath?: string; data: Record<string, unknown> }) => Record<string, unknown>;
  },
): Loader {
  return {
    name,
    load: async (context) => {
      await files.load({
        ...context,
        generateDigest: (data) => context.generateDigest(typeof data === "string" ? resolvedDigestInput(data) : data),
        parseData: (props) =>
          context.parseData({ ...props, data: (options.addToData?.(props) ?? props.data) as typeof props.data }),
      });
      const entries = [...context.store.values()];
      options.check?.(entries);
      assertEntryCopy(
        entries.map((entry) => ({
          file: entry.filePath ?? entry.id,
          path: options.pathOf(entry.id),
          toolId: (entry.data.tool as { id?: string } | undefined)?.id,
          copy: yamlFileCopy(entry.filePath ?? entry.id),
          stepCounts: stepCountsOf(entry.data),
        })),
      );
    },
  };
}

/** Fails when two entries give a field the same value (titles and descriptions are unique across the site). */
export function checkUnique(entries: StoredEntry[], field: string): void {
  const seen = new Map<unknown, StoredEntry>();
  for (const entry of entries) {
    const value = entry.data[field];
    const other = seen.get(value);
    if (other)
      throw new Error(
        `${entry.filePath}: ${field} ${JSON.stringify(value)} is also the ${field} of ${other.filePath}; each page needs its own`,
      );
    seen.set(value, entry);
  }
}

/** Fails when a route of the table that has a page entry group lacks its entry file. */
export function checkEveryRouteHasEntry(entries: StoredEntry[]): void {
  const ids = new Set(entries.map((entry) => entry.id));
  for (const route of entryRoutes()) {
    if (!ids.has(route.path.replace(/^\/+/, "")))
      throw new Error(
        `app/routes/routes.ts: the route ${route.path} (type "${route.type}") has no entry app/content/pages/${entryFileOf(route)}`,
      );
  }
}

/**
 * Fails when a tool's entry and the catalogue (tools/tool-catalog.ts) disagree: every tool's page entry has a `tool`
 * block with the tool's id, and no other entry has one.
 */
export function checkToolEntries(entries: StoredEntry[]): void {
  for (const entry of entries) {
    const tool = entry.data.tool as { id: string } | undefined;
    const line = freeTools.find((candidate) => candidate.path === `/${entry.id}`);
    if (line && tool?.id !== line.id)
      throw new Error(
        `${entry.filePath}: tool.id: the page of the tool ${line.id} (tools/tool-catalog.ts) needs "tool: { id: ${line.id}, ... }"`,
      );
    if (!line && tool)
      throw new Error(
        `${entry.filePath}: tool: /${entry.id} is no tool's page in tools/tool-catalog.ts; remove the block or add the tool's line there`,
      );
  }
}

/**
 * The marketing pages, app/content/pages/<group>/<slug>.yaml. Each entry's id and `path` are its route's path
 * (page-routes.ts), never typed in the entry.
 */
export const pagesLoader = entryLoader(
  "pages",
  glob({ pattern: "**/*.yaml", base: "./app/content/pages", generateId: ({ entry }) => pageIdOf(entry) }),
  {
    pathOf: (id) => `/${id}`,
    addToData: ({ id, filePath, data }) => {
      if ("path" in data)
        throw new Error(
          `${filePath}: path: an entry has no path of its own, its route's is /${id} (app/routes/routes.ts): remove it`,
        );
      return { ...data, path: id };
    },
    check: (entries) => {
      checkUnique(entries, "title");
      checkUnique(entries, "description");
      checkEveryRouteHasEntry(entries);
      checkToolEntries(entries);
    },
  },
);

/** One site page's entry, app/content/site-pages/<name>.yaml: a collection of one, shown at `path`. */
export function sitePageLoader(name: string, path: string): Loader {
  return entryLoader(name, glob({ pattern: `${name}.yaml`, base: "./app/content/site-pages" }), {
    pathOf: () => path,
  });
}
