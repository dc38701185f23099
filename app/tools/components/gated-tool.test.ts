import { describe, expect, it } from "vitest";
import { freeTools, type ToolId } from "~/tools/tool-catalog";
import { islandLoader } from "./gated-tool";

describe("the gated tools' islands", () => {
  it("are found from the catalogue's id, each its folder's one export", async () => {
    const gated = freeTools.filter((tool) => tool.gated).map((tool) => tool.id as Exclude<ToolId, "fba_calculator">);
    expect(gated.length).toBeGreaterThan(0);
    for (const tool of gated) {
      const { default: island } = await islandLoader(tool)();
      expect(typeof island, tool).toBe("function");
    }
  });

  it("fail loudly for a tool without a folder", () => {
    expect(() => islandLoader("no_such_tool" as never)).toThrow(/app\/tools\/no-such-tool\/components\/index.tsx/);
  });
});
