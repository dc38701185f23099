import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildContentSecurityPolicy, inlineScriptHashes, strictTransportSecurity } from "./content-security-policy";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const none = { gtmContainerId: null, chatProvider: "none", demoVideoUrl: null, guideVideoUrl: null } as const;

function directive(policy: string, name: string): string[] {
  const found = policy.split("; ").find((part) => part.startsWith(`${name} `));
  return found ? found.split(" ").slice(1) : [];
}

describe("inlineScriptHashes", () => {
  it("hashes each inline executable script (classic and module), once, and skips external and data scripts", () => {
    const html = [
      "<script>window.dataLayer=[];</script>",
      '<script type="module" async="">import("/assets/entry.js");</script>',
      '<script src="/assets/x.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script>window.dataLayer=[];</script>",
      "<SCRIPT type='text/javascript'>\nrun()\n</SCRIPT>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha256("window.dataLayer=[];"),
      sha256('import("/assets/entry.js");'),
      sha256("\nrun()\n"),
    ]);
  });
});

describe("buildContentSecurityPolicy", () => {
  it("allows inline scripts by hash only: no 'unsafe-inline' or 'unsafe-eval' for scripts", () => {
    const policy = buildContentSecurityPolicy([sha256("a")], none);
    expect(directive(policy, "script-src")).toEqual(["'self'", sha256("a")]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
  });

  it("locks down plugins, the base URL, form targets and framing", () => {
    const policy = buildContentSecurityPolicy([], none);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'self'"]);
    expect(directive(policy, "frame-src")).toEqual(["'none'"]);
    expect(policy).not.toMatch(/googletagmanager|crisp/);
  });

  it("allows Google Tag Manager, Crisp and the demo video's origin only when configured", () => {
    const policy = buildContentSecurityPolicy([], {
      gtmContainerId: "GTM-ABC1234",
      chatProvider: "crisp",
      demoVideoUrl: "https://www.youtube-nocookie.com/embed/xyz",
      guideVideoUrl: null,
    });
    expect(directive(policy, "script-src")).toEqual(
      expect.arrayContaining(["https://www.googletagmanager.com", "https://client.crisp.chat"]),
    );
    expect(directive(policy, "connect-src")).toEqual(
      expect.arrayContaining(["wss://client.relay.crisp.chat", "https://*.google-analytics.com"]),
    );
    expect(directive(policy, "frame-src")).toEqual(["https://www.youtube-nocookie.com", "https://game.crisp.chat"]);
    expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
  });

  it("allows the getting-started guide's video host (GUIDE_VIDEO_URL) for media and frames, once when both videos share it", () => {
    const guideOnly = buildContentSecurityPolicy([], { ...none, guideVideoUrl: "https://player.vimeo.com/video/123" });
    expect(directive(guideOnly, "frame-src")).toEqual(["https://player.vimeo.com"]);
    expect(directive(guideOnly, "media-src")).toEqual(["'self'", "https://player.vimeo.com"]);
    const both = buildContentSecurityPolicy([], {
      ...none,
      demoVideoUrl: "https://cdn.example.com/demo.mp4",
      guideVideoUrl: "https://cdn.example.com/guide.mp4",
    });
    expect(directive(both, "media-src")).toEqual(["'self'", "https://cdn.example.com"]);
  });
});

describe("strictTransportSecurity", () => {
  it("is on for a year in production, off elsewhere, and HSTS_MAX_AGE overrides either way", () => {
    expect(strictTransportSecurity({ NODE_ENV: "production" })).toBe("max-age=31536000");
    expect(strictTransportSecurity({})).toBeNull();
    expect(strictTransportSecurity({ NODE_ENV: "production", HSTS_MAX_AGE: "0" })).toBeNull();
    expect(strictTransportSecurity({ HSTS_MAX_AGE: "600" })).toBe("max-age=600");
    expect(() => strictTransportSecurity({ HSTS_MAX_AGE: "soon" })).toThrow(/HSTS_MAX_AGE/);
  });
});
