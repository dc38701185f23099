import { afterEach, describe, expect, it, vi } from "vitest";
import {
  browserStorage,
  createMemoryStorage,
  parseJsonOrUndefined,
  safeStorage,
  type StorageLike,
} from "./safe-storage";

function throwingStorage(): StorageLike {
  const refuse = () => {
    throw new DOMException("denied", "SecurityError");
  };
  return { getItem: refuse, setItem: refuse, removeItem: refuse };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("safeStorage", () => {
  it("reads, writes and removes through a working storage", () => {
    const storage = createMemoryStorage();
    const safe = safeStorage(storage);
    expect(safe.read("k")).toBeNull();
    expect(safe.write("k", "v")).toBe(true);
    expect(storage.getItem("k")).toBe("v");
    expect(safe.read("k")).toBe("v");
    expect(safe.remove("k")).toBe(true);
    expect(storage.getItem("k")).toBeNull();
    expect(safe.read("k")).toBeNull();
  });

  it("keeps refused writes in memory for the document, and remove forgets them too", () => {
    const storage = throwingStorage();
    expect(safeStorage(storage).read("k")).toBeNull();
    expect(safeStorage(storage).write("k", "v")).toBe(false);
    // A later wrapper around the same storage object sees the remembered value.
    expect(safeStorage(storage).read("k")).toBe("v");
    expect(safeStorage(storage).remove("k")).toBe(false);
    expect(safeStorage(storage).read("k")).toBeNull();
  });

  it("works from memory only, never reporting persistence, without a storage", () => {
    const safe = safeStorage(null);
    expect(safe.write("safe-storage.test", "v")).toBe(false);
    expect(safeStorage(undefined).read("safe-storage.test")).toBe("v");
    expect(safe.remove("safe-storage.test")).toBe(false);
    expect(safe.read("safe-storage.test")).toBeNull();
  });
});

describe("browserStorage", () => {
  it("returns null when touching the property throws", () => {
    vi.stubGlobal("window", {
      get localStorage(): Storage {
        throw new DOMException("denied", "SecurityError");
      },
    });
    expect(browserStorage("localStorage")).toBeNull();
  });

  it("returns null without a window (prerender)", () => {
    vi.stubGlobal("window", undefined);
    expect(browserStorage("sessionStorage")).toBeNull();
  });
});

describe("parseJsonOrUndefined", () => {
  it("parses JSON and turns absent or corrupted values into undefined", () => {
    expect(parseJsonOrUndefined('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonOrUndefined(null)).toBeUndefined();
    expect(parseJsonOrUndefined("{")).toBeUndefined();
  });
});
