/**
 * Read-and-evaluate time of a year of Inventory Ledger (detailed view, tab-separated) for 5,000 SKUs, about a
 * million rows generated here, the target being 3 s or less on this machine. Prints each run and the
 * median, in wall time and in CPU time of this process (user + system), which a machine busy with other work
 * disturbs less. `npm run bench:claims [skus] [runs]`; FORMAT=csv reads Seller Central's quoted CSV download instead of the
 * SP-API's tab-separated text.
 */
import { performance } from "node:perf_hooks";
import { claimSettings, emptyInputs, findClaims, readReports } from "~/tools/reimbursement-finder";
import { generateLedgerYear } from "~/tools/reimbursement-finder/test-reports";
import { median } from "./bench-site";

const skuCount = Number(process.argv[2] ?? 5_000);
const runs = Number(process.argv[3] ?? 5);
const format = process.env.FORMAT === "csv" ? "csv" : "tsv";
const text = generateLedgerYear(skuCount, { format });
const rowCount = text.split("\n").length - 2;
const { settings } = claimSettings({ ...emptyInputs("2026-11-27"), defaultCost: "6.5" });
console.log(`${rowCount} Ledger rows (${format}), ${(text.length / 1e6).toFixed(0)} MB of text`);

const times: number[] = [];
const cpuTimes: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const cpuStarted = process.cpuUsage();
  const started = performance.now();
  const reports = readReports([{ name: "ledger.txt", text }]);
  const { claims } = findClaims(reports, settings);
  const elapsed = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  times.push(elapsed);
  cpuTimes.push(cpuMs);
  const open = claims.filter((claim) => claim.status === "open").length;
  console.log(
    `run ${run + 1}: ${elapsed.toFixed(0)} ms, CPU ${cpuMs.toFixed(0)} ms (${reports.adjustments.length} adjustments, ${claims.length} claims, ${open} open)`,
  );
}
console.log(
  `median read + evaluate of ${rowCount} rows (${format}) over ${runs} runs: ${median(times).toFixed(0)} ms, CPU ${median(cpuTimes).toFixed(0)} ms`,
);
