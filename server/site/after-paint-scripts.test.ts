import { describe, expect, it } from "vitest";
import { manualPaintClock } from "~/islands/manual-paint-clock";
import { afterPaintImports, afterPaintLoader, loadModuleScriptsAfterPaint } from "./after-paint-scripts";

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>T</title></head><body>${body}</body></html>`;

describe("loadModuleScriptsAfterPaint", () => {
  it("turns the page's module script into an inline script that imports it after the first paint", () => {
    const html = page(`<main>Hi</main><script type="module" src="/assets/site-layout.abc.js"></script>`);
    expect(loadModuleScriptsAfterPaint(html)).toBe(
      page(`<main>Hi</main>${afterPaintLoader("/assets/site-layout.abc.js")}`),
    );
  });

  it("leaves inline scripts, data blocks and scripts from elsewhere alone", () => {
    const html = page(
      `<script>window.x=1</script><script type="application/ld+json">{}</script><script type="module" src="https://example.com/a.js"></script>`,
    );
    expect(loadModuleScriptsAfterPaint(html)).toBe(html);
  });

  it("reads back the modules its loaders import", () => {
    const html = page(
      `${afterPaintLoader("/assets/a.js")}<script>import("/assets/b.js")</script>${afterPaintLoader("/assets/c.js")}`,
    );
    expect(afterPaintImports(html)).toEqual(["/assets/a.js", "/assets/c.js"]);
  });

  it("imports the module two frames after the first contentful paint is reported, or after 3 s without one", async () => {
    const imported: string[] = [];
    const { clock, frames, timers, observed, reportPaint } = manualPaintClock();
    const code = /<script>([\s\S]*)<\/script>/
      .exec(afterPaintLoader("/assets/a.js"))![1]!
      .replace(/import\(/g, "record(");
    new Function("PerformanceObserver", "requestAnimationFrame", "setTimeout", "record", code)(
      clock.PerformanceObserver,
      clock.requestAnimationFrame,
      clock.setTimeout,
      (src: string) => imported.push(src),
    );
    expect(observed).toEqual([{ type: "paint", buffered: true }]);
    expect(timers.map(({ ms }) => ms)).toEqual([3000]);
    reportPaint();
    frames.shift()!();
    expect(imported).toEqual([]);
    frames.shift()!();
    const afterFrames = timers.find(({ ms }) => ms === 0)!;
    afterFrames.run();
    expect(imported).toEqual(["/assets/a.js"]);
    timers.find(({ ms }) => ms === 3000)!.run();
    expect(imported).toEqual(["/assets/a.js", "/assets/a.js"]);
  });
});
