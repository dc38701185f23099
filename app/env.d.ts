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

declare module "react" {
  // Invoker commands (HTML): a button that opens or closes a dialog with no script (the drawer's, shell/header.tsx).
  // React renders the attributes as written; its types do not list them yet.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's own parameter
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | undefined;
    commandfor?: string | undefined;
  }
}

export {};
