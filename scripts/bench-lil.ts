/**
 * The low-inventory-level fee predictor's budget (issue 49): 50,000 SKUs, each with a generated year of daily sales and
 * restocks, read from the files a seller drops (the FBA Inventory report the year is summed into, the Fee Preview, the
 * planted SKUs' 90 days of Ledger shipments) and forecast 13 weeks ahead, in at most 2 s on this machine. Prints each run
 * and the median, in wall time and in CPU time of this process (user + system), beside a reference measured in the same
 * run (the reimbursement finder reading and checking a year of Ledger for 500 SKUs), so a busy machine shows in both.
 * `npm run bench:lil [skus] [runs]`; exits 1 when the median is over the budget.
 */
import { performance } from "node:perf_hooks";
import {
  emptyPredictorInputs,
  forecastAll,
  predictorSettings,
  readPredictorReports,
} from "~/tools/low-inventory-fee-predictor";
import { generateCatalogue, plantedSettingsLines } from "~/tools/low-inventory-fee-predictor/test-catalogue";
import { claimSettings, emptyInputs, findClaims, readReports } from "~/tools/reimbursement-finder";
import { generateLedgerYear } from "~/tools/reimbursement-finder/test-reports";
import { median } from "./bench-site";

const BUDGET_MS = 2_000;
const skuCount = Number(process.argv[2] ?? 50_000);
const runs = Number(process.argv[3] ?? 5);

const files = generateCatalogue({ fillers: skuCount });
const megabytes = files.reduce((sum, file) => sum + file.text.length, 0) / 1e6;
const referenceLedger = generateLedgerYear(500);
const referenceSettings = claimSettings({ ...emptyInputs("2026-11-27"), defaultCost: "6.5" }).settings;
console.log(`${skuCount} generated SKUs and the planted ones, ${megabytes.toFixed(1)} MB of reports`);

function timed(work: () => string) {
  const cpuStarted = process.cpuUsage();
  const started = performance.now();
  const what = work();
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  return { wall, cpu: (cpu.user + cpu.system) / 1000, what };
}

const results = {
  predictor: { wall: [] as number[], cpu: [] as number[] },
  reference: { wall: [] as number[], cpu: [] as number[] },
};
for (let run = 0; run < runs; run += 1) {
  const predictor = timed(() => {
    const read = readPredictorReports(files);
    const { settings } = predictorSettings({ ...emptyPredictorInputs(), ...plantedSettingsLines }, read.asOf!);
    const { summary } = forecastAll(read.skus, settings);
    return `${summary.skus} SKUs, ${summary.chargedToday} paying today, $${summary.feeNext4Weeks.toFixed(0)} in 4 weeks`;
  });
  const reference = timed(() => {
    const { claims } = findClaims(readReports([{ name: "ledger.txt", text: referenceLedger }]), referenceSettings);
    return `${claims.length} claims`;
  });
  for (const [key, result] of [
    ["predictor", predictor],
    ["reference", reference],
  ] as const) {
    results[key].wall.push(result.wall);
    results[key].cpu.push(result.cpu);
  }
  console.log(
    `run ${run + 1}: read + forecast ${predictor.wall.toFixed(0)} ms, CPU ${predictor.cpu.toFixed(0)} ms (${predictor.what}); reference ${reference.wall.toFixed(0)} ms, CPU ${reference.cpu.toFixed(0)} ms (${reference.what})`,
  );
}
const predictorMedian = median(results.predictor.wall);
console.log(
  `median over ${runs} runs: read + forecast ${predictorMedian.toFixed(0)} ms, CPU ${median(results.predictor.cpu).toFixed(0)} ms; reference ${median(results.reference.wall).toFixed(0)} ms, CPU ${median(results.reference.cpu).toFixed(0)} ms; budget ${BUDGET_MS} ms`,
);
if (predictorMedian > BUDGET_MS) process.exitCode = 1;
