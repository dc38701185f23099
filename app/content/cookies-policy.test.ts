import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";

/**
 * The cookies policy lists every item the site keeps in the browser (a reader found the head script's page-load
 * note missing): every storage name the site's code uses ("marginatlas.<name>") is a row of the policy's table.
 */
const APP = path.resolve(import.meta.dirname, "..");
const policy = parseYaml(readFileSync(path.join(APP, "content/pages/legal/cookies-policy.yaml"), "utf8")) as {
  sections: { rows?: string[][] }[];
};

function storageNamesInCode(): string[] {
  const files = readdirSync(APP, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
  );
  const names = files.flatMap((entry) =>
    [...readFileSync(path.join(entry.parentPath, entry.name), "utf8").matchAll(/["'`](marginatlas\.[a-z_.-]+)["'`]/g)]
      .map((match) => match[1]!)
      // The site's host name, not a storage item.
      .filter((name) => !name.startsWith("marginatlas.com")),
  );
  return [...new Set(names)].sort();
}

describe("the cookies policy", () => {
  it("lists every item the site's code keeps in the browser", () => {
    const listed = new Set(policy.sections.flatMap((section) => section.rows ?? []).map((row) => row[0]));
    const names = storageNamesInCode();
    expect(names).toContain("marginatlas.attribution.page_loads");
    expect(names.filter((name) => !listed.has(name))).toEqual([]);
  });
});
