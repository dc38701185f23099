import { describe, expect, it } from "vitest";
import { roiDefaults } from "./roi-form";
import { clearRoiQuery, parseRoiQuery, serializeRoiQuery } from "./roi-url-state";

describe("ROI planner URL", () => {
  it("round-trips and writes the product size only when the engine estimates the fees", () => {
    expect(serializeRoiQuery(roiDefaults)).toBe("?v=1&lc=6.5&q=1000&p=24.99&fm=typed&f=8.46&a=2.5&mo=3");
    expect(parseRoiQuery(serializeRoiQuery(roiDefaults))).toEqual(roiDefaults);
    const engine = { ...roiDefaults, feeMode: "engine", length: "12", weight: "1.5", category: "toys-games" };
    expect(parseRoiQuery(serializeRoiQuery(engine))).toEqual(engine);
  });

  it("clamps garbage in the URL", () => {
    expect(parseRoiQuery("?v=1&q=0&mo=0&fm=x&c=nope")).toEqual({ ...roiDefaults, quantity: "1" });
  });

  it("clears only its own parameters, the size ones included", () => {
    expect(clearRoiQuery("?v=1&lc=7&fm=engine&wt=2&ref=hub")).toBe("?ref=hub");
  });
});
