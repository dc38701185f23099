import { describe, expect, it } from "vitest";
import { features } from "~/product/features";
import { featureItems, navigationLabel } from "~/routes/navigation";
import { listPages } from "./pages.server";
import { listFreeTools } from "./tools.server";

const tools = await listFreeTools();
const pages = await listPages();

describe("one name and one icon per tool (issue 36)", () => {
  it("draws a tool with its entry's icon wherever a page's cards name it", () => {
    const iconOf = new Map(tools.map((tool) => [tool.name.toLowerCase(), tool.navigation.icon]));
    const mismatches = pages.flatMap((page) =>
      page.sections.flatMap((section) =>
        section.kind === "cards"
          ? section.items.flatMap((item) => {
              const icon = iconOf.get(item.title.toLowerCase());
              return icon && item.icon !== icon ? [`/${page.path}: "${item.title}" has ${item.icon}, not ${icon}`] : [];
            })
          : [],
      ),
    );
    expect(mismatches).toEqual([]);
  });

  it("names a tool in the product model as its entry does (the KPI pages' 'How it tracks it' lines)", () => {
    const nameOf = new Map(tools.map((tool) => [tool.id as string, tool.name]));
    for (const feature of features) {
      if (!("tool" in feature)) continue;
      expect(feature.name, feature.tool).toBe(`the free ${navigationLabel(nameOf.get(feature.tool) ?? "")}`);
    }
  });

  it("names and draws a tool the features menu lists (the FBA calculator) as its entry does", () => {
    for (const tool of tools) {
      const item = featureItems.find((candidate) => candidate.href === tool.path);
      if (!item) continue;
      expect({ name: item.name, icon: item.icon }, tool.id).toEqual({
        name: navigationLabel(tool.name),
        icon: tool.navigation.icon,
      });
    }
    expect(featureItems.some((item) => tools.some((tool) => tool.path === item.href))).toBe(true);
  });
});
