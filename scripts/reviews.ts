/**
 * `npm run reviews`: where the independent reads of the site stand against the build in BUILD_DIR (run
 * `npm run build` first): the pages (and the shell and the islands' copy) whose text changed since their latest read,
 * with the sentences that are new or changed, the pages never read, and the pages whose latest read of their current
 * text is C or D, which fail the build's checks until fixed (app/content/page-reads.server.ts says why).
 *
 *   npm run reviews                      the list (`--all-sentences` for every changed sentence, not the first 5)
 *   npm run reviews -- show <page>       the text a reader reads for <page> now, and its digest, to put on the sheet
 *   npm run reviews -- record <sheet>    adds the reads of a reader's sheet (YAML: a list of reads, each with the digest
 *                                        shown when it was read; a read of text that has changed since is refused)
 */
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import {
  blocks,
  changedSentences,
  latestRead,
  pageReadSchema,
  readReads,
  readReadSentences,
  readState,
  sentenceHashes,
  textDigest,
  writeReads,
  writeReadSentences,
} from "~/content/page-reads.server";
import { z } from "~/lib/zod";
import { siteCopy } from "./site-copy";

const SENTENCES_SHOWN = 5;

function list(allSentences: boolean): void {
  const reads = readReads();
  const readSentences = readReadSentences();
  const targets = siteCopy();
  const states = targets.map((target) => ({ target, state: readState(reads, target.path, target.text) }));
  const blocked = states.filter(({ state }) => blocks(state));
  const changed = states.filter(({ state }) => state.state === "changed");
  const unread = states.filter(({ state }) => state.state === "unread");
  const current = states.length - changed.length - unread.length;
  console.log(
    `Reads (reviews/reads.yaml) against this build: ${states.length} pages and parts, ${current} read as they stand, ${changed.length} changed since their latest read, ${unread.length} never read; ${blocked.length} blocked.`,
  );
  if (blocked.length > 0) {
    console.log("\nBlocked: the latest read of the page's text is C or D (the build's checks fail until it is fixed):");
    for (const { target, state } of blocked)
      if (state.state === "read")
        console.log(`  ${target.path}: ${state.read.grade} by ${state.read.reader} on ${state.read.date}`);
  }
  if (changed.length > 0) {
    console.log("\nChanged since their latest read (a reader who did not write them reads them before they ship):");
    for (const { target, state } of changed) {
      if (state.state !== "changed") continue;
      const { latest } = state;
      console.log(`  ${target.path} (latest read ${latest.grade} by ${latest.reader} on ${latest.date})`);
      const sentences = changedSentences(target.text, latest, readSentences);
      if (sentences === undefined) {
        console.log("    (read before reads kept their text: read the whole page)");
        continue;
      }
      const shown = allSentences ? sentences : sentences.slice(0, SENTENCES_SHOWN);
      for (const sentence of shown) console.log(`    + ${sentence}`);
      if (shown.length < sentences.length) console.log(`    ... and ${sentences.length - shown.length} more`);
      if (sentences.length === 0) console.log("    (no new sentence: some were removed)");
    }
  }
  if (unread.length > 0) {
    console.log("\nNever read:");
    for (const { target } of unread) console.log(`  ${target.path}`);
  }
}

function show(page: string): void {
  const target = siteCopy().find((candidate) => candidate.path === page);
  if (!target) throw new Error(`No page or part "${page}" in this build`);
  console.log(`${page}\ndigest: ${textDigest(target.text)}\n\n${target.text}`);
}

/** A reader's sheet: the reads as they recorded them, each with the digest `show` gave for the text they read. */
const sheetSchema = z.array(pageReadSchema.extend({ digest: z.string().regex(/^[0-9a-f]{16}$/) }));

function record(sheetFile: string): void {
  const sheet = sheetSchema.parse(parseYaml(readFileSync(sheetFile, "utf8")));
  const targets = new Map(siteCopy().map((target) => [target.path, target]));
  const reads = readReads();
  const readSentences = readReadSentences();
  for (const read of sheet) {
    const target = targets.get(read.page);
    if (!target) throw new Error(`${sheetFile}: no page or part "${read.page}" in this build`);
    if (textDigest(target.text) !== read.digest)
      throw new Error(
        `${sheetFile}: ${read.page} changed since it was read (digest ${read.digest}, now ${textDigest(target.text)}): read it again`,
      );
    reads.push(read);
    readSentences[read.digest] = sentenceHashes(target.text);
  }
  // Sentences are kept for each page's latest read only: what a summary compares the page's text with.
  const kept = new Set(
    [...new Set(reads.map((read) => read.page))].flatMap((page) => latestRead(reads, page)?.digest ?? []),
  );
  writeReads(reads);
  writeReadSentences(Object.fromEntries(Object.entries(readSentences).filter(([digest]) => kept.has(digest))));
  console.log(`Recorded ${sheet.length} read${sheet.length === 1 ? "" : "s"} from ${sheetFile}.`);
}

const [command, argument] = process.argv.slice(2);
if (command === "show" && argument) show(argument);
else if (command === "record" && argument) record(argument);
else if (command === undefined || command.startsWith("--")) list(process.argv.includes("--all-sentences"));
else {
  console.error("Usage: npm run reviews [-- --all-sentences | show <page> | record <sheet.yaml>]");
  process.exit(2);
}
