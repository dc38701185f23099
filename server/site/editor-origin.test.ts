import { describe, expect, it } from "vitest";
import { editorAnswer } from "./editor-origin";

const ownOrigin = { at: "own origin", origin: "https://edit.marginatlas.com" } as const;

describe("the content editor's answers", () => {
  it("on its own origin: its files under /admin, / sends there, and nothing else (no page of the site)", () => {
    for (const url of ["/admin", "/admin/", "/admin/config.yml", "/admin/fonts/noto-mono.woff2?v=1"])
      expect(editorAnswer(ownOrigin, "edit.marginatlas.com", url), url).toEqual({ kind: "editor" });
    expect(editorAnswer(ownOrigin, "EDIT.marginatlas.com", "/admin/")).toEqual({ kind: "editor" });
    expect(editorAnswer(ownOrigin, "edit.marginatlas.com", "/")).toEqual({ kind: "redirect", location: "/admin/" });
    for (const url of ["/pricing", "/404.html", "/administrator", "/assets/shell.js", "/ADMIN/", "/rest/v1/prospects"])
      expect(editorAnswer(ownOrigin, "edit.marginatlas.com", url), url).toEqual({ kind: "not found" });
  });

  it("on the site's origin: /admin and what is under it redirect to the editor's origin, path and query kept", () => {
    expect(editorAnswer(ownOrigin, "marginatlas.com", "/admin/")).toEqual({
      kind: "redirect",
      location: "https://edit.marginatlas.com/admin/",
    });
    expect(editorAnswer(ownOrigin, "marginatlas.com", "/admin/config.yml?x=1")).toEqual({
      kind: "redirect",
      location: "https://edit.marginatlas.com/admin/config.yml?x=1",
    });
    // The port is part of the origin: the same host name on another port is another origin.
    expect(editorAnswer({ at: "own origin", origin: "http://localhost:4308" }, "localhost:4309", "/admin").kind).toBe(
      "redirect",
    );
    for (const url of ["/", "/pricing", "/administrator", "/resources/admin"])
      expect(editorAnswer(ownOrigin, "marginatlas.com", url), url).toEqual({ kind: "not the editor's" });
  });

  it("without an origin of its own: at /admin/ on the site's origin (local use), or nowhere (production)", () => {
    expect(editorAnswer({ at: "site origin" }, "localhost:3000", "/admin/")).toEqual({ kind: "editor" });
    expect(editorAnswer({ at: "site origin" }, "localhost:3000", "/pricing")).toEqual({ kind: "not the editor's" });
    expect(editorAnswer({ at: "nowhere" }, "marginatlas.com", "/admin/")).toEqual({ kind: "not the editor's" });
  });
});
