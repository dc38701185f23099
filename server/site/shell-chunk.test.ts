import { describe, expect, it } from "vitest";
import { shellChunkGroup, type ModuleGraph } from "./shell-chunk";

/** A module graph from each module's static imports; modules not listed import nothing. */
function graphOf(imports: Record<string, string[]>): ModuleGraph & { lookups: number } {
  const graph = {
    lookups: 0,
    getModuleInfo(moduleId: string) {
      graph.lookups++;
      return { importedIds: imports[moduleId] ?? [] };
    },
  };
  return graph;
}

const SHELL = "/app/shell/shell.browser.ts";
const graph = () =>
  graphOf({
    "/app/layouts/site-layout.astro?astro&type=script&index=0&lang.ts": [SHELL],
    [SHELL]: ["/app/shell/actions.browser.ts", "/app/lib/guards.ts"],
    "/app/shell/actions.browser.ts": ["/app/analytics/events.ts", "/app/lib/guards.ts"],
    "/app/analytics/events.ts": ["/app/lib/guards.ts"],
    "/app/tools/components/gated-tool.tsx": ["/app/analytics/events.ts", "/app/lib/cn.ts"],
  });

describe("shellChunkGroup", () => {
  it("names every module the shell's script imports, however deep, 'shell', and no other module", () => {
    const modules = graph();
    const { name } = shellChunkGroup(SHELL);
    expect(name("/app/shell/actions.browser.ts", modules)).toBe("shell");
    expect(name("/app/analytics/events.ts", modules)).toBe("shell");
    expect(name("/app/lib/guards.ts", modules)).toBe("shell");
    expect(name("/app/lib/cn.ts", modules)).toBeNull();
    expect(name("/app/tools/components/gated-tool.tsx", modules)).toBeNull();
    expect(name("/app/layouts/site-layout.astro?astro&type=script&index=0&lang.ts", modules)).toBeNull();
  });

  it("leaves the shell's script itself to the page script's chunk, so only the page script starts the shell", () => {
    expect(shellChunkGroup(SHELL).name(SHELL, graph())).toBeNull();
  });

  it("walks the graph once per chunking pass", () => {
    const modules = graph();
    const { name } = shellChunkGroup(SHELL);
    name("/app/lib/guards.ts", modules);
    const lookups = modules.lookups;
    name("/app/lib/cn.ts", modules);
    name("/app/analytics/events.ts", modules);
    expect(modules.lookups).toBe(lookups);
    const nextPass = graph();
    expect(name("/app/lib/guards.ts", nextPass)).toBe("shell");
    expect(nextPass.lookups).toBeGreaterThan(0);
  });
});
