import { describe, expect, it } from "vitest";
import { ConfigurationError, readServerConfig } from "./server-config";

describe("readServerConfig", () => {
  it("listens on loopback unless told otherwise, and trusts no proxy", () => {
    expect(readServerConfig({})).toEqual({ port: 3000, host: "127.0.0.1", trustedProxyAddresses: [] });
    expect(readServerConfig({ PORT: "3001", HOST: "0.0.0.0" })).toMatchObject({ port: 3001, host: "0.0.0.0" });
  });

  it("trusts X-Forwarded-For only from the proxy addresses it is given (addresses, networks, Express's names)", () => {
    expect(
      readServerConfig({ TRUSTED_PROXY_ADDRESSES: " 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8, loopback" })
        .trustedProxyAddresses,
    ).toEqual(["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8", "loopback"]);
  });

  it("refuses what it cannot use in one line naming the variable: a bad address, a bad port, the old hop count", () => {
    for (const env of [
      { TRUSTED_PROXY_ADDRESSES: "nginx.internal" },
      { TRUSTED_PROXY_ADDRESSES: "10.0.0.0/33" },
      { PORT: "http" },
      { TRUST_PROXY_HOPS: "1" },
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
