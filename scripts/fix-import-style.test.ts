import { describe, expect, it } from "vitest";
import { withImportStyle } from "./fix-import-style";

const APP = "/repo/app";
const quoted = (specifier: string) => `import { x } from "${specifier}";`;

describe("withImportStyle", () => {
  it("writes a module of another app/ folder as ~/", () => {
    expect(withImportStyle(quoted("../lib/format"), `${APP}/tools`, APP)).toBe(quoted("~/lib/format"));
    expect(withImportStyle(quoted("./schedules/peak"), `${APP}/fba-fees`, APP)).toBe(
      quoted("~/fba-fees/schedules/peak"),
    );
    expect(withImportStyle(quoted("../../app/site/config"), "/repo/tests/e2e", APP)).toBe(quoted("~/site/config"));
  });

  it("writes a module of the same folder as ./name, however it was reached", () => {
    expect(withImportStyle(quoted("./format"), `${APP}/lib`, APP)).toBe(quoted("./format"));
    expect(withImportStyle(quoted("../lib/csv"), `${APP}/lib`, APP)).toBe(quoted("./csv"));
  });

  it("covers side-effect, re-export, type and dynamic imports", () => {
    const source = `import "../app.css";\nexport * from "../site/site";\nimport type { T } from '../lib/zod';\nawait import("../leads/post");`;
    expect(withImportStyle(source, `${APP}/views`, APP)).toBe(
      `import "~/app.css";\nexport * from "~/site/site";\nimport type { T } from '~/lib/zod';\nawait import("~/leads/post");`,
    );
  });

  it("leaves paths outside app/, worker URLs and globs alone", () => {
    const source = `import { db } from "../server/database";\nnew Worker(new URL("../bulk.worker.ts", import.meta.url));\nimport.meta.glob("../content/*.md");`;
    expect(withImportStyle(source, "/repo/scripts", APP)).toBe(source);
    const worker = `new Worker(new URL("../bulk.worker.ts", import.meta.url));\nimport.meta.glob("../content/*.md");`;
    expect(withImportStyle(worker, `${APP}/tools/bulk/components`, APP)).toBe(worker);
  });
});
