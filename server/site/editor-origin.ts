import type { EditorPlacement } from "../config/server-config";

/**
 * Which answer a request gets from the content editor's side of the server (admin-headers.ts), from its Host and path:
 * on the editor's own origin its files and nothing else (a public page served there would run in the origin that holds
 * the editor's token); on the site's origin, /admin/ redirects to the editor's origin. Without an origin of its own the
 * editor is at /admin/ on the site's origin (local use), or nowhere (production).
 */
export const ADMIN_PATH = "/admin";

export type EditorAnswer =
  { kind: "editor" } | { kind: "redirect"; location: string } | { kind: "not found" } | { kind: "not the editor's" };

/**
 * `url` is the request's path and query as sent (Express's originalUrl), in its one spelling: site-app.ts has answered
 * any other (request-path.ts) before.
 */
export function editorAnswer(placement: EditorPlacement, host: string | undefined, url: string): EditorAnswer {
  const pathname = url.split("?")[0]!;
  const isEditorPath = pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);
  if (placement.at === "nowhere") return { kind: "not the editor's" };
  if (placement.at === "site origin") return isEditorPath ? { kind: "editor" } : { kind: "not the editor's" };
  const isEditorHost = host?.toLowerCase() === new URL(placement.origin).host;
  if (!isEditorHost)
    return isEditorPath ? { kind: "redirect", location: `${placement.origin}${url}` } : { kind: "not the editor's" };
  if (isEditorPath) return { kind: "editor" };
  return pathname === "/" ? { kind: "redirect", location: `${ADMIN_PATH}/` } : { kind: "not found" };
}
