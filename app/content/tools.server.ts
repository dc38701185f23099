import { freeTools, type ToolInfo } from "~/tools/tool-catalog";
import type { ToolEntry } from "./page-schema";
import { requirePage } from "./pages.server";

/**
 * The free tools as the site shows them: each line of the catalogue (tools/tool-catalog.ts: id, page, gate) with what
 * its page entry says about the tool (its name, the hub's card, its navigation link and icon). Build time only.
 */
export type FreeTool = ToolInfo & Omit<ToolEntry, "id">;

export async function listFreeTools(): Promise<FreeTool[]> {
  return Promise.all(
    freeTools.map(async (line) => {
      const { tool } = await requirePage(line.path);
      if (tool?.id !== line.id) throw new Error(`The entry of ${line.path} does not describe the tool ${line.id}`);
      const { id: _id, ...entry } = tool;
      return { ...line, ...entry };
    }),
  );
}

/**
 * The free tools, read once when the module loads, for the layout (the header, the drawer and the footer list them
 * on every page). Read before any page renders: an `await` in the layout would start its page's islands before its
 * header, and React would number their ids (useId) differently.
 */
export const freeToolsOfTheSite: readonly FreeTool[] = await listFreeTools();
