import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { closedListProblems } from "~/product/claims";
import { modelEntry } from "~/product/entries";
import { collectClaims, ledgerProblems, parseLedger } from "~/product/ledger";
import { toolIO } from "~/product/tools";
import { readSiteConfig } from "~/settings/config";
import { siteTokenValues } from "~/settings/site-tokens";
import { freeTools } from "~/tools/tool-catalog";
import { CLAIMS_LEDGER_FILE, siteCopy } from "../../scripts/site-copy";

const site = readSiteConfig(process.env);
const copy = siteCopy();

/** The free tool a page or component is about: its page, or a file in its folder. */
function toolOf(source: string) {
  const tool =
    freeTools.find((candidate) => candidate.path === source) ??
    freeTools.find((candidate) =>
      source.startsWith(`app/tools/${toolIO.find((io) => io.id === candidate.id)?.folder}/`),
    );
  const io = tool && toolIO.find((candidate) => candidate.id === tool.id);
  // The words copy names the tool with are the product model's (product/entries.ts).
  const terms = tool && modelEntry(`tool:${tool.id}`)?.terms;
  return terms && io ? { name: terms, notShown: io.notShown } : undefined;
}

describe("the site's claims about the product", () => {
  it("are all in the claims ledger, reviewed, relying on model entries that exist and are live where the sentence says so", () => {
    expect(copy.length).toBeGreaterThan(200);
    expect(
      ledgerProblems(parseLedger(readFileSync(CLAIMS_LEDGER_FILE, "utf8")), collectClaims(copy, siteTokenValues(site))),
    ).toEqual([]);
  });

  it("offer nothing the closed list lacks: alerts, channels, emails, exports, integrations, tool outputs, bookings, reply time", () => {
    expect(
      copy.flatMap((page) =>
        closedListProblems(page.path, page.text.split("\n"), {
          brandName: site.brandName,
          productPage: page.productPage,
          tool: toolOf(page.path),
        }),
      ),
    ).toEqual([]);
  });
});
