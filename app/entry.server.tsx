import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { withLowPriorityModulePreloads } from "./lib/script-priority";

export const streamTimeout = 5_000;

/**
 * React Router's default server entry, simplified for a site whose pages are all prerendered: nothing suspends, so
 * the document is rendered whole (React's `onAllReady`, as the default does for bots and prerendering) and its
 * module preloads are lowered in priority (see script-priority.ts). The same path renders the prerendered pages at
 * build time and the 404 page at run time.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    // Declared first so no callback can reach it before it exists; `abort` is read only when it fires.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const fail = (error: unknown) => {
      clearTimeout(timeout);
      reject(error);
    };
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        pipe(body);
        text(body).then((html) => {
          clearTimeout(timeout);
          responseHeaders.set("Content-Type", "text/html");
          resolve(new Response(withLowPriorityModulePreloads(html), { headers: responseHeaders, status }));
        }, fail);
      },
      onShellReady() {
        shellRendered = true;
      },
      onShellError: fail,
      onError(error: unknown) {
        status = 500;
        // As in the default entry: an error in the shell rejects and React Router logs it; later ones only come here.
        if (shellRendered) console.error(error);
      },
    });
  });
}
