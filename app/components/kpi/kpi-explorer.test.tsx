// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KPI_INDEX_PATH } from "~/kpi-library/paths";
import { groupByCategory, type KpiIndexEntry } from "~/kpi-library/search";
import { KpiExplorer } from "./kpi-explorer";
import { KpiIndexList } from "./kpi-index-list";

const categories = [
  { slug: "advertising", name: "Advertising (PPC)" },
  { slug: "account-health", name: "Account Health" },
];
const entries: KpiIndexEntry[] = [
  {
    slug: "acos",
    category: "advertising",
    name: "ACoS (Advertising Cost of Sales)",
    aliases: ["ACOS", "Ad cost of sale"],
    definition: "Ad spend divided by the sales the ads brought in.",
  },
  {
    slug: "roas",
    category: "advertising",
    name: "ROAS",
    aliases: ["Return on ad spend"],
    definition: "Sales from ads divided by what the ads cost.",
  },
  {
    slug: "order-defect-rate",
    category: "account-health",
    name: "Order Defect Rate (ODR)",
    aliases: ["ODR"],
    definition: "Orders with negative feedback, an A-to-z claim or a chargeback, over all orders.",
  },
];

/** The explorer as the hub renders it: the full list prerendered as its slot. */
function renderExplorer() {
  return render(
    <KpiExplorer categories={categories} count={entries.length}>
      <KpiIndexList groups={groupByCategory(entries, categories)} />
    </KpiExplorer>,
  );
}

const kpiLinks = () => screen.queryAllByRole("link").filter((link) => link.closest("article"));
const linkNames = () => kpiLinks().map((link) => link.textContent);
const status = () => screen.getByRole("status");
const search = () => screen.getByRole("searchbox", { name: "Search the library" });
const type = (text: string) => fireEvent.change(search(), { target: { value: text } });
const chips = () => within(screen.getByRole("group", { name: "Filter by category" }));

/** A fetch that answers when the test says, so each state (loading, loaded, failed) can be looked at. */
function heldFetch() {
  const answers: ((response: Response | Error) => void)[] = [];
  const fetch = vi.fn(
    (_path: string) =>
      new Promise<Response>((resolve, reject) =>
        answers.push((response) => (response instanceof Error ? reject(response) : resolve(response))),
      ),
  );
  vi.stubGlobal("fetch", fetch);
  const answer = async (response: Response | Error) => {
    await act(async () => answers.shift()!(response));
  };
  return { fetch, answer };
}
const indexFile = (body: unknown = entries) => Response.json(body);

beforeEach(() => window.history.replaceState(null, "", "/amazon-data-library"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("KpiExplorer", () => {
  it("shows the full list and category links until the index arrives, which it fetches once, on hydration", async () => {
    const { fetch, answer } = heldFetch();
    renderExplorer();
    expect(fetch.mock.calls).toEqual([[KPI_INDEX_PATH]]);
    type("acos");
    expect(linkNames()).toEqual(entries.map((entry) => entry.name));
    expect(status().textContent).toBe("All 3 metrics in 2 categories.");
    expect(chips().getByRole("link", { name: "Account Health" }).getAttribute("href")).toBe(
      "/amazon-kpi/account-health",
    );

    // Typed while the index was on its way: the search runs as soon as it arrives.
    await answer(indexFile());
    expect(linkNames()).toEqual(["ACoS (Advertising Cost of Sales)"]);
    expect(status().textContent).toBe("Showing 1 of 3 metrics matching “acos”.");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("searches names, aliases and definitions, and filters by category with the chips", async () => {
    const { answer } = heldFetch();
    renderExplorer();
    await answer(indexFile());
    expect(chips().getByRole("button", { name: /^All/ }).getAttribute("aria-pressed")).toBe("true");

    type("return on ad");
    expect(linkNames()).toEqual(["ROAS"]);
    type("chargeback");
    expect(linkNames()).toEqual(["Order Defect Rate (ODR)"]);
    type("divided by");
    expect(linkNames()).toEqual(["ACoS (Advertising Cost of Sales)", "ROAS"]);
    type("zzzz");
    expect(screen.getByText("No metrics match your search.")).toBeTruthy();

    type("");
    fireEvent.click(chips().getByRole("button", { name: /^Account Health/ }));
    expect(linkNames()).toEqual(["Order Defect Rate (ODR)"]);
    expect(status().textContent).toBe("Showing 1 of 3 metrics in Account Health.");
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Account Health",
    ]);
    await waitFor(() => expect(window.location.search).toBe("?v=1&category=account-health"));

    // Back to everything: the prerendered list again, whole.
    fireEvent.click(chips().getByRole("button", { name: /^Account Health/ }));
    expect(linkNames()).toEqual(entries.map((entry) => entry.name));
    expect(status().textContent).toBe("All 3 metrics in 2 categories.");
  });

  it.each([
    ["the request fails", new TypeError("Failed to fetch")],
    ["the server answers an error", new Response("Not found", { status: 404 })],
    ["the file is not the index", Response.json({ index: {}, aliasTargets: {} })],
  ])("keeps the full list and says the search could not load when %s; typing tries again", async (_, failure) => {
    const { fetch, answer } = heldFetch();
    renderExplorer();
    await answer(failure);
    expect(linkNames()).toEqual(entries.map((entry) => entry.name));
    expect(status().textContent).toBe("The search could not load, so all 3 metrics are listed below.");
    expect(chips().queryAllByRole("button")).toEqual([]);
    expect(chips().getAllByRole("link")).toHaveLength(2);

    type("odr");
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(linkNames()).toEqual(entries.map((entry) => entry.name));
    await answer(indexFile());
    expect(linkNames()).toEqual(["Order Defect Rate (ODR)"]);
  });
});
