/// <reference types="astro/client" />

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrates when the page first requests an overlay (app/islands/demand-directive.ts). */
    "client:demand"?: boolean;
    /** Hydrates when the visitor first reaches for the island, or at once for a URL with a query (app/islands/interaction-directive.ts). */
    "client:interaction"?: boolean;
    /** Hydrates when the browser is idle after the page's first paint (app/islands/painted-directive.ts). */
    "client:painted"?: boolean;
  }
}

export {};
