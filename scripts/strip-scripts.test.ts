import { describe, expect, it } from "vitest";
import { stripScripts } from "./strip-scripts";

describe("stripScripts (the bench's script-free twin)", () => {
  it("removes inline, external and module scripts and module preloads, keeping JSON-LD and the markup", () => {
    const html = [
      '<head><link rel="modulepreload" href="/a.js" fetchpriority="low"><link rel="stylesheet" href="/s.css">',
      "<script>window.dataLayer=[]</script>",
      '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
      '<body><astro-island uid="1"><button>Menu</button></astro-island>',
      '<script type="module" src="/entry.js"></script><SCRIPT type="module">import "/x.js"</SCRIPT></body>',
    ].join("");
    expect(stripScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/s.css"><script type="application/ld+json">{"@type":"Organization"}</script></head><body><astro-island uid="1"><button>Menu</button></astro-island></body>',
    );
  });
});
