/**
 * `npm run claims:ledger`: writes app/product/claims-ledger.yaml from the build (run `npm run build` first). Claims
 * already in the ledger keep their entries and review; new ones get the entries their words name and
 * `reviewed: false`, which fails tests/bundles/claims-ledger.test.ts until someone has checked them against the model.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { collectClaims, formatLedger, parseLedger, updateLedger } from "~/product/ledger";
import { readSiteConfig } from "~/settings/config";
import { siteTokenValues } from "~/settings/site-tokens";
import { CLAIMS_LEDGER_FILE, siteCopy } from "./site-copy";

const site = readSiteConfig(process.env);
const before = parseLedger(readFileSync(CLAIMS_LEDGER_FILE, "utf8"));
const after = updateLedger(before, collectClaims(siteCopy(), siteTokenValues(site)));
writeFileSync(CLAIMS_LEDGER_FILE, formatLedger(after));
const known = new Set(before.map((claim) => claim.text));
const added = after.filter((claim) => !known.has(claim.text)).length;
const kept = new Set(after.map((claim) => claim.text));
const dropped = before.filter((claim) => !kept.has(claim.text)).length;
console.log(
  `${CLAIMS_LEDGER_FILE}: ${after.length} claims (${added} new, to review; ${dropped} no longer on the site, dropped)`,
);
