import { describe, expect, it } from "vitest";
import { ConfigurationError, readServerConfig } from "./server-config";

describe("readServerConfig", () => {
  it("listens on loopback unless told otherwise, and trusts no proxy", () => {
    expect(readServerConfig({})).toEqual({
      port: 3000,
      host: "127.0.0.1",
      trustedProxyAddresses: [],
      editor: { at: "site origin" },
    });
    expect(readServerConfig({ PORT: "3001", HOST: "0.0.0.0" })).toMatchObject({ port: 3001, host: "0.0.0.0" });
  });

  it("trusts X-Forwarded-For only from the proxy addresses it is given (addresses, networks, Express's names)", () => {
    expect(
      readServerConfig({ TRUSTED_PROXY_ADDRESSES: " 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8, loopback" })
        .trustedProxyAddresses,
    ).toEqual(["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8", "loopback"]);
  });

  it("serves the content editor on its own origin when given one, never on the site's origin in production", () => {
    expect(readServerConfig({ CMS_ORIGIN: "https://edit.marginatlas.com" }).editor).toEqual({
      at: "own origin",
      origin: "https://edit.marginatlas.com",
    });
    expect(readServerConfig({ CMS_ORIGIN: "http://localhost:4308/", NODE_ENV: "production" }).editor).toEqual({
      at: "own origin",
      origin: "http://localhost:4308",
    });
    expect(readServerConfig({ NODE_ENV: "production" }).editor).toEqual({ at: "nowhere" });
    expect(readServerConfig({ NODE_ENV: "development", CMS_ORIGIN: " " }).editor).toEqual({ at: "site origin" });
  });

  it("refuses what it cannot use in one line naming the variable: a bad address, a bad port, the old hop count", () => {
    for (const env of [
      { TRUSTED_PROXY_ADDRESSES: "nginx.internal" },
      { TRUSTED_PROXY_ADDRESSES: "10.0.0.0/33" },
      { PORT: "http" },
      { TRUST_PROXY_HOPS: "1" },
      { CMS_ORIGIN: "edit.marginatlas.com" },
      { CMS_ORIGIN: "https://marginatlas.com/admin" },
      { CMS_ORIGIN: "ftp://edit.marginatlas.com" },
    ]) {
      const error = (() => {
        try {
          readServerConfig(env);
          return null;
        } catch (caught) {
          return caught;
        }
      })();
      expect(error, JSON.stringify(env)).toBeInstanceOf(ConfigurationError);
      expect((error as Error).message).toContain(Object.keys(env)[0]);
      expect((error as Error).message).not.toContain("\n");
    }
    expect(() => readServerConfig({ TRUST_PROXY_HOPS: "1" })).toThrow(/TRUSTED_PROXY_ADDRESSES/);
  });
});
