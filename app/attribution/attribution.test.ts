import { describe, expect, it } from "vitest";
import { createMemoryStorage, type StorageLike } from "~/lib/safe-storage";
import {
  ATTRIBUTION_STORAGE_KEYS,
  attributionForSubmission,
  captureAttribution,
  clickIdsFromUrl,
  DUPLICATE_VIEW_WINDOW_MS,
  isInternalReferrer,
  MAX_CLICK_ID_LENGTH,
  MAX_VIEWED_PAGES,
  readAttribution,
  recordPageLoads,
  recordPageView,
  sanitizePath,
  sanitizeReferrer,
} from "./attribution";

const SITE = "https://marginatlas.com";
const T0 = new Date("2026-01-05T10:00:00.000Z");
const later = (ms: number) => new Date(T0.getTime() + ms);

/** Every access throws, like sessionStorage with cookies blocked. */
function throwingStorage(): StorageLike {
  return {
    getItem() {
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
    setItem() {
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
    removeItem() {
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
  };
}

/** Reads work, every write fails with QuotaExceededError (storage full). */
function fullStorage(preloaded: Record<string, string> = {}): StorageLike {
  const entries = new Map(Object.entries(preloaded));
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem() {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    },
    removeItem: (key) => void entries.delete(key),
  };
}

function storageWith(values: Record<string, string>): StorageLike {
  const storage = createMemoryStorage();
  for (const [key, value] of Object.entries(values)) storage.setItem(key, value);
  return storage;
}

describe("UTM parameters", () => {
  it("captures all five UTM parameters from the landing URL", () => {
    const storage = createMemoryStorage();
    const result = captureAttribution(
      `${SITE}/pricing?utm_source=google&utm_medium=cpc&utm_campaign=q1&utm_content=ad-a&utm_term=amazon%20profit`,
      "",
      storage,
      T0,
    );
    expect(result).toMatchObject({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "q1",
      utm_content: "ad-a",
      utm_term: "amazon profit",
    });
  });

  it("keeps the first UTM set: a later URL with other UTMs does not overwrite it", () => {
    const storage = createMemoryStorage();
    captureAttribution(`${SITE}/?utm_source=google&utm_campaign=q1`, "", storage, T0);
    const result = captureAttribution(`${SITE}/blog?utm_source=newsletter&utm_term=x`, "", storage, later(5_000));
    expect(result.utm_source).toBe("google");
    expect(result.utm_campaign).toBe("q1");
    // The set is kept as a whole: the later utm_term is not merged in.
    expect(result.utm_term).toBeNull();
  });

  it("stores a UTM set that arrives after a UTM-less first load in the same session", () => {
    const storage = createMemoryStorage();
    captureAttribution(`${SITE}/`, "", storage, T0);
    expect(readAttribution(storage).utm_source).toBeNull();
    captureAttribution(`${SITE}/?utm_source=linkedin`, "", storage, later(1_000));
    expect(readAttribution(storage).utm_source).toBe("linkedin");
  });

  it("ignores empty UTM values and reports unknown ones as null, never undefined", () => {
    const storage = createMemoryStorage();
    const result = captureAttribution(`${SITE}/?utm_source=&utm_medium=%20`, "", storage, T0);
    expect(result.utm_source).toBeNull();
    expect(result.utm_medium).toBeNull();
    expect(storage.getItem(ATTRIBUTION_STORAGE_KEYS.utm)).toBeNull();
  });

  it("caps very long UTM values", () => {
    const storage = createMemoryStorage();
    const result = captureAttribution(`${SITE}/?utm_source=${"a".repeat(5_000)}`, "", storage, T0);
    expect(result.utm_source).toHaveLength(255);
  });
});

describe("landing page", () => {
  it("stores the first landing path, without its query string, once per session", () => {
    const storage = createMemoryStorage();
    captureAttribution(`${SITE}/features/profit-loss?utm_source=google&gclid=abc`, "", storage, T0);
    captureAttribution(`${SITE}/pricing`, "", storage, later(60_000));
    expect(readAttribution(storage).landing_page).toBe("/features/profit-loss");
  });

  it("starts over in a new session (fresh sessionStorage)", () => {
    const first = createMemoryStorage();
    const second = createMemoryStorage();
    captureAttribution(`${SITE}/blog`, "", first, T0);
    captureAttribution(`${SITE}/pricing`, "", second, later(1_000));
    expect(readAttribution(second).landing_page).toBe("/pricing");
  });
});

describe("referrer", () => {
  it('is "direct" when there is no referrer', () => {
    const storage = createMemoryStorage();
    expect(captureAttribution(`${SITE}/`, "", storage, T0).referrer).toBe("direct");
    expect(storage.getItem(ATTRIBUTION_STORAGE_KEYS.referrer)).toBeNull();
  });

  it("stores an external referrer without query or fragment", () => {
    const storage = createMemoryStorage();
    const result = captureAttribution(`${SITE}/`, "https://www.google.com/search?q=amazon+profit#frag", storage, T0);
    expect(result.referrer).toBe("https://www.google.com/search");
  });

  it("stores the referrer once: a later external referrer does not overwrite it", () => {
    const storage = createMemoryStorage();
    captureAttribution(`${SITE}/`, "https://news.ycombinator.com/item?id=1", storage, T0);
    captureAttribution(`${SITE}/pricing`, "https://www.reddit.com/r/FulfillmentByAmazon/", storage, later(1_000));
    expect(readAttribution(storage).referrer).toBe("https://news.ycombinator.com/item");
  });

  it("does not count same-site referrers (same host, www variant, subdomains)", () => {
    const storage = createMemoryStorage();
    captureAttribution(`${SITE}/pricing`, "https://marginatlas.com/blog?x=1", storage, T0);
    captureAttribution(`${SITE}/pricing`, "https://www.marginatlas.com/", storage, T0);
    captureAttribution(`${SITE}/pricing`, "https://app.marginatlas.com/login", storage, T0);
    expect(readAttribution(storage).referrer).toBe("direct");
  });

  it("ignores referrers that are not http(s) URLs", () => {
    expect(sanitizeReferrer("android-app://com.google.android.gm/", SITE)).toBeNull();
    expect(sanitizeReferrer("not a url", SITE)).toBeNull();
    expect(sanitizeReferrer(null, SITE)).toBeNull();
  });

  it("decides internal vs external by host", () => {
    expect(isInternalReferrer("www.marginatlas.com", "marginatlas.com")).toBe(true);
    expect(isInternalReferrer("marginatlas.com", "www.marginatlas.com")).toBe(true);
    expect(isInternalReferrer("app.marginatlas.com", "marginatlas.com")).toBe(true);
    expect(isInternalReferrer("notmarginatlas.com", "marginatlas.com")).toBe(false);
    expect(isInternalReferrer("marginatlas.com.evil.io", "marginatlas.com")).toBe(false);
  });
});

describe("session id", () => {
  it("is a timestamp plus a random string", () => {
    const result = captureAttribution(`${SITE}/`, "", createMemoryStorage(), T0);
    expect(result.session_id).toMatch(new RegExp(`^${T0.getTime()}-[a-z0-9]{8,}$`));
  });

  it("is stable within a session", () => {
    const storage = createMemoryStorage();
    const first = captureAttribution(`${SITE}/`, "", storage, T0).session_id;
    const second = captureAttribution(`${SITE}/pricing`, "", storage, later(30_000)).session_id;
    expect(second).toBe(first);
  });

  it("is new in a new session (fresh storage), even in the same millisecond", () => {
    const first = captureAttribution(`${SITE}/`, "", createMemoryStorage(), T0).session_id;
    const second = captureAttribution(`${SITE}/`, "", createMemoryStorage(), T0).session_id;
    expect(first).not.toBeNull();
    expect(second).not.toBe(first);
  });
});

describe("viewed pages", () => {
  it("appends one { path, ISO timestamp } entry per navigation", () => {
    const storage = createMemoryStorage();
    recordPageView("/", storage, T0);
    recordPageView("/features/profit-loss", storage, later(4_000));
    recordPageView("/pricing", storage, later(9_000));
    expect(readAttribution(storage).viewed_pages).toEqual([
      { path: "/", timestamp: "2026-01-05T10:00:00.000Z" },
      { path: "/features/profit-loss", timestamp: "2026-01-05T10:00:04.000Z" },
      { path: "/pricing", timestamp: "2026-01-05T10:00:09.000Z" },
    ]);
  });

  it("records the same navigation only once when it is reported twice (StrictMode double effect)", () => {
    const storage = createMemoryStorage();
    recordPageView("/pricing", storage, T0);
    recordPageView("/pricing", storage, later(3));
    expect(readAttribution(storage).viewed_pages).toHaveLength(1);
  });

  it("records a revisit of the same path after the duplicate window, and A -> B -> A at once", () => {
    const storage = createMemoryStorage();
    recordPageView("/pricing", storage, T0);
    recordPageView("/pricing", storage, later(DUPLICATE_VIEW_WINDOW_MS));
    recordPageView("/blog", storage, later(DUPLICATE_VIEW_WINDOW_MS + 1));
    recordPageView("/pricing", storage, later(DUPLICATE_VIEW_WINDOW_MS + 2));
    expect(readAttribution(storage).viewed_pages.map((page) => page.path)).toEqual([
      "/pricing",
      "/pricing",
      "/blog",
      "/pricing",
    ]);
  });

  it(`keeps only the last ${MAX_VIEWED_PAGES} entries`, () => {
    const storage = createMemoryStorage();
    for (let index = 0; index < MAX_VIEWED_PAGES + 10; index += 1) {
      recordPageView(`/blog/post-${index}`, storage, later(index * 2_000));
    }
    const pages = readAttribution(storage).viewed_pages;
    expect(pages).toHaveLength(MAX_VIEWED_PAGES);
    expect(pages[0]?.path).toBe("/blog/post-10");
    expect(pages.at(-1)?.path).toBe(`/blog/post-${MAX_VIEWED_PAGES + 9}`);
  });
});

describe("stored paths are bare paths: no query string, no fragment", () => {
  it("drops the query string and the fragment (tokens, emails and ids live there)", () => {
    expect(sanitizePath("/welcome#access_token=eyJ.abc&refresh_token=r1&type=magiclink")).toBe("/welcome");
    expect(sanitizePath("/reset?access_token=a&ref=footer")).toBe("/reset");
    expect(sanitizePath("/signup?u=jane%40shop.com&plan=pro")).toBe("/signup");
  });

  it("keeps only the path of an absolute URL and rejects non-http input", () => {
    expect(sanitizePath("https://marginatlas.com/pricing?token=x#top")).toBe("/pricing");
    expect(sanitizePath("javascript:alert(1)")).toBeNull();
    expect(sanitizePath("   ")).toBeNull();
  });

  it("applies to the landing page, viewed pages, and the conversion page", () => {
    const storage = createMemoryStorage();
    captureAttribution(`${SITE}/welcome?utm_source=mail&email=a@b.co&code=ZZ1#access_token=ZZ2`, "", storage, T0);
    recordPageView("/welcome?token=ZZ3#refresh_token=ZZ4", storage, T0);
    recordPageView("/pricing?plan=pro", storage, later(5_000));
    const submission = attributionForSubmission(storage, "/contact?session_token=ZZ5#form");

    expect(submission.landing_page).toBe("/welcome");
    expect(submission.extra.viewed_pages).toEqual([
      { path: "/welcome", timestamp: T0.toISOString() },
      { path: "/pricing", timestamp: later(5_000).toISOString() },
    ]);
    expect(submission.conversion_page).toBe("/contact");
    const everythingStored = Object.values(ATTRIBUTION_STORAGE_KEYS)
      .map((key) => storage.getItem(key) ?? "")
      .join("\n");
    // Session ids are lowercase base36, so an uppercase marker can only come from a leaked value.
    expect(everythingStored).not.toMatch(/ZZ\d|token|@|#|\?/);
  });

  it("strips the query from values planted in storage by hand (or by an older version)", () => {
    const storage = storageWith({
      [ATTRIBUTION_STORAGE_KEYS.landingPage]: JSON.stringify("/x?access_token=planted"),
      [ATTRIBUTION_STORAGE_KEYS.viewedPages]: JSON.stringify([
        { path: "/y?utm_source=a", timestamp: T0.toISOString() },
      ]),
    });
    expect(readAttribution(storage).landing_page).toBe("/x");
    expect(readAttribution(storage).viewed_pages).toEqual([{ path: "/y", timestamp: T0.toISOString() }]);
  });
});

describe("ad click ids", () => {
  it("keeps gclid, gbraid, wbraid, fbclid, msclkid and ttclid from the landing URL, and nothing else", () => {
    const url = new URL(
      `${SITE}/pricing?gclid=Cj0KCQ-abc_1&gbraid=0AAAAA-x&wbraid=CkQI.y~z&fbclid=IwAR3xyz&msclkid=a1b2c3&ttclid=E.C.P.v1&utm_source=google&dclid=nope`,
    );
    expect(clickIdsFromUrl(url)).toEqual({
      gclid: "Cj0KCQ-abc_1",
      gbraid: "0AAAAA-x",
      wbraid: "CkQI.y~z",
      fbclid: "IwAR3xyz",
      msclkid: "a1b2c3",
      ttclid: "E.C.P.v1",
    });
    expect(clickIdsFromUrl(new URL(`${SITE}/pricing?utm_source=google`))).toBeNull();
  });

  it("drops an id that is too long or carries characters no ad platform issues (a cut id matches no click)", () => {
    const tooLong = "a".repeat(MAX_CLICK_ID_LENGTH + 1);
    expect(clickIdsFromUrl(new URL(`${SITE}/?gclid=${tooLong}&fbclid=ok`))).toEqual({ fbclid: "ok" });
    expect(clickIdsFromUrl(new URL(`${SITE}/?gclid=${"a".repeat(MAX_CLICK_ID_LENGTH)}`))?.gclid).toHaveLength(
      MAX_CLICK_ID_LENGTH,
    );
    expect(clickIdsFromUrl(new URL(`${SITE}/?gclid=%3Cscript%3E&msclkid=a%20b&ttclid=`))).toBeNull();
  });

  it("keeps the first touch: ids of a later landing URL in the session do not overwrite them", () => {
    const storage = createMemoryStorage();
    captureAttribution(`${SITE}/`, "", storage, T0);
    captureAttribution(`${SITE}/pricing?gclid=first`, "", storage, later(1_000));
    captureAttribution(`${SITE}/blog?gclid=second&fbclid=later`, "", storage, later(2_000));
    expect(readAttribution(storage).click_ids).toEqual({ gclid: "first" });
    expect(readAttribution(storage).landing_page).toBe("/");
  });

  it("reaches the submission under extra.click_ids, null when there were none", () => {
    const storage = createMemoryStorage();
    expect(attributionForSubmission(storage, "/contact").extra.click_ids).toBeNull();
    captureAttribution(`${SITE}/?fbclid=IwAR3xyz`, "", storage, T0);
    expect(attributionForSubmission(storage, "/contact").extra.click_ids).toEqual({ fbclid: "IwAR3xyz" });
  });

  it("ignores planted click ids of the wrong shape", () => {
    const storage = storageWith({
      [ATTRIBUTION_STORAGE_KEYS.clickIds]: JSON.stringify({ gclid: 42, fbclid: "<x>", msclkid: "ok", other: "y" }),
    });
    expect(readAttribution(storage).click_ids).toEqual({ msclkid: "ok" });
  });
});

describe("broken storage never breaks the page", () => {
  it("works in memory when every storage access throws", () => {
    const storage = throwingStorage();
    const result = captureAttribution(`${SITE}/pricing?utm_source=google`, "https://bing.com/", storage, T0);
    recordPageView("/pricing", storage, T0);
    recordPageView("/blog", storage, later(2_000));

    expect(result).toMatchObject({ utm_source: "google", landing_page: "/pricing" });
    expect(result.referrer).toBe("https://bing.com/");
    // Still remembered across calls for the rest of the page's life.
    const again = captureAttribution(`${SITE}/blog?utm_source=other`, "", storage, later(3_000));
    expect(again.utm_source).toBe("google");
    expect(again.session_id).toBe(result.session_id);
    expect(again.viewed_pages.map((page) => page.path)).toEqual(["/pricing", "/blog"]);
  });

  it("works in memory when storage is full (QuotaExceededError), keeping what was already stored", () => {
    const storage = fullStorage({
      [ATTRIBUTION_STORAGE_KEYS.landingPage]: JSON.stringify("/from-earlier"),
    });
    const result = captureAttribution(`${SITE}/pricing?utm_campaign=spring`, "", storage, T0);
    recordPageView("/pricing", storage, T0);
    expect(result.landing_page).toBe("/from-earlier");
    expect(result.utm_campaign).toBe("spring");
    expect(readAttribution(storage).viewed_pages).toHaveLength(1);
  });

  it("treats corrupted JSON as not stored and repairs it", () => {
    const storage = storageWith({
      [ATTRIBUTION_STORAGE_KEYS.utm]: "{not json",
      [ATTRIBUTION_STORAGE_KEYS.landingPage]: "undefined",
      [ATTRIBUTION_STORAGE_KEYS.referrer]: "[[",
      [ATTRIBUTION_STORAGE_KEYS.sessionId]: "{",
      [ATTRIBUTION_STORAGE_KEYS.viewedPages]: "nope",
    });
    expect(readAttribution(storage)).toEqual({
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_content: null,
      utm_term: null,
      landing_page: null,
      referrer: "direct",
      session_id: null,
      viewed_pages: [],
      click_ids: null,
    });
    const result = captureAttribution(`${SITE}/?utm_source=x`, "https://duckduckgo.com/", storage, T0);
    recordPageView("/", storage, T0);
    expect(result.utm_source).toBe("x");
    expect(result.landing_page).toBe("/");
    expect(result.referrer).toBe("https://duckduckgo.com/");
    expect(result.session_id).not.toBeNull();
    expect(readAttribution(storage).viewed_pages).toHaveLength(1);
  });

  it("treats valid JSON of the wrong shape as not stored", () => {
    const storage = storageWith({
      [ATTRIBUTION_STORAGE_KEYS.utm]: JSON.stringify({ utm_source: 42 }),
      [ATTRIBUTION_STORAGE_KEYS.landingPage]: JSON.stringify({ path: "/" }),
      [ATTRIBUTION_STORAGE_KEYS.referrer]: JSON.stringify("javascript:alert(1)"),
      [ATTRIBUTION_STORAGE_KEYS.sessionId]: JSON.stringify("<script>"),
      [ATTRIBUTION_STORAGE_KEYS.viewedPages]: JSON.stringify({ length: 3 }),
    });
    const attribution = readAttribution(storage);
    expect(attribution.utm_source).toBeNull();
    expect(attribution.landing_page).toBeNull();
    expect(attribution.referrer).toBe("direct");
    expect(attribution.session_id).toBeNull();
    expect(attribution.viewed_pages).toEqual([]);
  });

  it("keeps the valid entries of a partly corrupted viewed pages list", () => {
    const storage = storageWith({
      [ATTRIBUTION_STORAGE_KEYS.viewedPages]: JSON.stringify([
        { path: "/", timestamp: T0.toISOString() },
        { path: 7, timestamp: "yesterday" },
        null,
        { path: "/pricing", timestamp: later(1_000).toISOString() },
      ]),
    });
    expect(readAttribution(storage).viewed_pages.map((page) => page.path)).toEqual(["/", "/pricing"]);
  });

  it("works with no storage at all (null)", () => {
    const result = captureAttribution(`${SITE}/?utm_source=nostorage`, "", null, T0);
    expect(result.session_id).not.toBeNull();
  });

  it("survives an unparsable current URL", () => {
    const storage = createMemoryStorage();
    const result = captureAttribution("::::", "https://bing.com/", storage, T0);
    expect(result.landing_page).toBeNull();
    expect(result.session_id).not.toBeNull();
  });
});

describe("page loads noted before the page's script (recordPageLoads)", () => {
  const noted = (loads: unknown) => storageWith({ [ATTRIBUTION_STORAGE_KEYS.pageLoads]: JSON.stringify(loads) });

  it("records each load in order at its own time, the first one's UTMs, referrer and path as first touch", () => {
    const storage = noted([
      { url: "/tools/roi-calculator?utm_source=google&utm_medium=cpc", referrer: "https://www.google.com/", at: +T0 },
      { url: "/pricing?utm_source=newsletter", referrer: "", at: +later(300) },
    ]);
    expect(recordPageLoads(storage, SITE)).toEqual(["/tools/roi-calculator", "/pricing"]);
    expect(readAttribution(storage)).toMatchObject({
      utm_source: "google",
      utm_medium: "cpc",
      landing_page: "/tools/roi-calculator",
      referrer: "https://www.google.com/",
      viewed_pages: [
        { path: "/tools/roi-calculator", timestamp: T0.toISOString() },
        { path: "/pricing", timestamp: later(300).toISOString() },
      ],
    });
    expect(readAttribution(storage).session_id).toMatch(new RegExp(`^${+T0}-`));
    // Forgotten once recorded: the next page's script records nothing twice.
    expect(storage.getItem(ATTRIBUTION_STORAGE_KEYS.pageLoads)).toBeNull();
    expect(recordPageLoads(storage, SITE)).toEqual([]);
    expect(readAttribution(storage).viewed_pages).toHaveLength(2);
  });

  it("an internal referrer is no acquisition source, as on a page's own first load", () => {
    const storage = noted([{ url: "/pricing", referrer: "https://marginatlas.com/", at: +T0 }]);
    recordPageLoads(storage, SITE);
    expect(readAttribution(storage).referrer).toBe("direct");
  });

  it("skips entries that are not what the head's script writes, and reads nothing from a value that is no list", () => {
    const storage = noted([
      { url: "https://evil.example/x", referrer: "", at: +T0 },
      { url: "/ok", referrer: "", at: "yesterday" },
      { url: "/ok", referrer: 42, at: +T0 },
      null,
      { url: "/kept", referrer: "", at: +T0 },
    ]);
    expect(recordPageLoads(storage, SITE)).toEqual(["/kept"]);
    expect(readAttribution(storage).landing_page).toBe("/kept");
    expect(recordPageLoads(noted({ url: "/x", referrer: "", at: +T0 }), SITE)).toEqual([]);
    expect(recordPageLoads(throwingStorage(), SITE)).toEqual([]);
  });
});

describe("attributionForSubmission", () => {
  it("returns exactly the form fields plus extra, with null for unknowns and never undefined", () => {
    const submission = attributionForSubmission(createMemoryStorage(), "/contact");
    expect(submission).toEqual({
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      landing_page: null,
      referrer: "direct",
      conversion_page: "/contact",
      extra: { utm_content: null, utm_term: null, session_id: null, viewed_pages: [], click_ids: null },
    });
    expect(JSON.stringify(submission)).not.toContain("undefined");
  });

  it("carries the session's attribution and the submission page", () => {
    const storage = createMemoryStorage();
    captureAttribution(
      `${SITE}/features/ppc?utm_source=google&utm_medium=cpc&utm_campaign=brand&utm_content=v2&utm_term=acos`,
      "https://www.google.com/",
      storage,
      T0,
    );
    recordPageView(
      "/features/ppc?utm_source=google&utm_medium=cpc&utm_campaign=brand&utm_content=v2&utm_term=acos",
      storage,
      T0,
    );
    recordPageView("/pricing", storage, later(10_000));
    const submission = attributionForSubmission(storage, "/pricing");

    expect(Object.keys(submission).sort()).toEqual(
      ["conversion_page", "extra", "landing_page", "referrer", "utm_campaign", "utm_medium", "utm_source"].sort(),
    );
    expect(submission).toMatchObject({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "brand",
      landing_page: "/features/ppc",
      referrer: "https://www.google.com/",
      conversion_page: "/pricing",
    });
    expect(submission.extra.utm_content).toBe("v2");
    expect(submission.extra.utm_term).toBe("acos");
    expect(submission.extra.session_id).toMatch(/^\d+-[a-z0-9]+$/);
    expect(submission.extra.viewed_pages).toHaveLength(2);
  });
});
