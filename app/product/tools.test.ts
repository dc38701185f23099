import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { freeTools } from "~/tools/tool-catalog";
import { toolIO } from "./tools";

const toolsDir = fileURLToPath(new URL("../tools", import.meta.url));

/** A tool's code as one string, white space folded, tests left out: the labels it renders are in it. */
function toolSource(folder: string): string {
  const read = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? read(join(dir, entry.name))
        : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
          ? [readFileSync(join(dir, entry.name), "utf8")]
          : [],
    );
  return read(join(toolsDir, folder)).join("\n").replace(/\s+/g, " ");
}

describe("the free tools' inputs and outputs", () => {
  it("list every tool of the catalogue once", () => {
    expect(toolIO.map((tool) => tool.id).sort()).toEqual(freeTools.map((tool) => tool.id).sort());
  });

  it("are labels the tools' own code renders", () => {
    const missing = toolIO.flatMap((tool) => {
      const source = toolSource(tool.folder);
      return [...tool.inputs, ...tool.outputs]
        .filter((label) => !source.includes(label))
        .map((label) => `${tool.id}: "${label}"`);
    });
    expect(missing).toEqual([]);
  });

  it("never list as shown what a tool does not show", () => {
    for (const tool of toolIO)
      for (const word of tool.notShown)
        expect(
          tool.outputs.map((output) => output.toLowerCase()),
          tool.id,
        ).not.toContain(word);
  });
});
