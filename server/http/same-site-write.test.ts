import { describe, expect, it } from "vitest";
import { readSameSitePolicy } from "../leads/leads-api";
import {
  decideSameSiteWrite,
  isJsonContentType,
  parseAllowedOrigins,
  type SameSiteWriteRequest,
} from "./same-site-write";

/** Outside production: the host a request was addressed to counts too (a preview on any host works). */
const policy = {
  primaryOrigin: "https://marginatlas.com",
  allowedOrigins: ["https://preview.example.net"],
  addressedHostCounts: true,
};
const json = (overrides: Partial<SameSiteWriteRequest>): SameSiteWriteRequest => ({
  contentType: "application/json",
  origin: undefined,
  secFetchSite: undefined,
  host: "127.0.0.1:3000",
  ...overrides,
});

describe("isJsonContentType", () => {
  it("accepts application/json with or without parameters, in any case", () => {
    expect(isJsonContentType("application/json")).toBe(true);
    expect(isJsonContentType("Application/JSON; charset=utf-8")).toBe(true);
  });
  it("refuses the content types a cross-site form or beacon can send, and none at all", () => {
    for (const type of [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonp",
      undefined,
      "",
    ]) {
      expect(isJsonContentType(type), String(type)).toBe(false);
    }
  });
});

describe("decideSameSiteWrite", () => {
  it("answers 415 for anything but JSON, before looking at the origin", () => {
    expect(decideSameSiteWrite(json({ contentType: "text/plain", origin: "http://127.0.0.1:3000" }), policy)).toEqual({
      allowed: false,
      status: 415,
      reason: "not_json",
    });
  });

  it("allows the origin of the host the request was addressed to (any host: staging, loopback, proxy)", () => {
    expect(decideSameSiteWrite(json({ origin: "http://127.0.0.1:3000" }), policy).allowed).toBe(true);
    expect(
      decideSameSiteWrite(json({ origin: "https://staging.example.org", host: "staging.example.org" }), policy).allowed,
    ).toBe(true);
    expect(
      decideSameSiteWrite(json({ origin: "https://staging.example.org", host: "STAGING.example.org:443" }), policy)
        .allowed,
    ).toBe(true);
  });

  it("allows SITE_PRIMARY_HOST and the allowlist whatever the addressed host", () => {
    expect(decideSameSiteWrite(json({ origin: "https://marginatlas.com" }), policy).allowed).toBe(true);
    expect(decideSameSiteWrite(json({ origin: "https://preview.example.net" }), policy).allowed).toBe(true);
  });

  it("refuses another origin, another port of the same host, a subdomain and the opaque origin 'null'", () => {
    for (const origin of [
      "https://evil.example",
      "http://127.0.0.1:4000",
      "https://www.marginatlas.com.evil.example",
      "https://app.marginatlas.com",
      "null",
      "garbage",
    ]) {
      expect(decideSameSiteWrite(json({ origin }), policy), origin).toEqual({
        allowed: false,
        status: 403,
        reason: "cross_site",
      });
    }
  });

  it("uses Sec-Fetch-Site when Origin is absent: same-origin only", () => {
    expect(decideSameSiteWrite(json({ secFetchSite: "same-origin" }), policy).allowed).toBe(true);
    for (const site of ["same-site", "cross-site", "none"]) {
      expect(decideSameSiteWrite(json({ secFetchSite: site }), policy).allowed, site).toBe(false);
    }
  });

  it("allows a request that no browser page sent (neither header): it cannot be forged by another site", () => {
    expect(decideSameSiteWrite(json({}), policy).allowed).toBe(true);
  });

  it("in production counts only SITE_PRIMARY_HOST and WRITE_ALLOWED_ORIGINS, never a Host or X-Forwarded-Host a client chose", () => {
    const production = readSameSitePolicy({
      NODE_ENV: "production",
      SITE_PRIMARY_HOST: "https://marginatlas.com",
      WRITE_ALLOWED_ORIGINS: "https://preview.example.net",
    });
    expect(production).toEqual({ ...policy, addressedHostCounts: false });
    // A page on evil.example posting through a proxy that passes the Host (or X-Forwarded-Host) it was sent.
    expect(decideSameSiteWrite(json({ origin: "https://evil.example", host: "evil.example" }), production)).toEqual({
      allowed: false,
      status: 403,
      reason: "cross_site",
    });
    expect(decideSameSiteWrite(json({ origin: "http://127.0.0.1:3000" }), production).allowed).toBe(false);
    for (const origin of ["https://marginatlas.com", "https://preview.example.net"])
      expect(decideSameSiteWrite(json({ origin }), production).allowed, origin).toBe(true);
    expect(readSameSitePolicy({ NODE_ENV: "development" }).addressedHostCounts).toBe(true);
  });
});

describe("parseAllowedOrigins", () => {
  it("reads a comma-separated list into normalized origins", () => {
    expect(parseAllowedOrigins(" https://A.example.com/ , http://localhost:5173")).toEqual([
      "https://a.example.com",
      "http://localhost:5173",
    ]);
    expect(parseAllowedOrigins(undefined)).toEqual([]);
  });
  it("names an entry that is not an origin", () => {
    expect(() => parseAllowedOrigins("https://ok.example, ftp://nope")).toThrow(/ftp:\/\/nope/);
  });
});
