import { describe, expect, it } from "vitest";
import { withLowPriorityModulePreloads } from "./script-priority";

describe("withLowPriorityModulePreloads", () => {
  it("asks for every module preload at low priority and leaves everything else as it was", () => {
    const head =
      '<link rel="preload" href="/assets/inter.woff2" as="font"/><link rel="modulepreload" href="/assets/entry.js"/>' +
      '<link rel="modulepreload" href="/assets/shell.js"/><link rel="stylesheet" href="/assets/root.css"/>';
    expect(withLowPriorityModulePreloads(head)).toBe(
      '<link rel="preload" href="/assets/inter.woff2" as="font"/><link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/shell.js"/><link rel="stylesheet" href="/assets/root.css"/>',
    );
  });

  it("does not touch text that only mentions a module preload", () => {
    const text = "<p>React Router emits &lt;link rel=&quot;modulepreload&quot;&gt; hints.</p>";
    expect(withLowPriorityModulePreloads(text)).toBe(text);
  });
});
