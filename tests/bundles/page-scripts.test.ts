import { describe, expect, it } from "vitest";
import { staticImports } from "./page-scripts";

describe("staticImports", () => {
  it("finds minified static imports and re-exports, not dynamic imports", () => {
    const code =
      'import{a as e,i as t}from"./safe-storage.DT.js";import"./side.js";export{x}from"../up.js";const l=()=>import("./lazy.js");';
    expect(staticImports(code)).toEqual(["./safe-storage.DT.js", "./side.js", "../up.js"]);
  });
});
