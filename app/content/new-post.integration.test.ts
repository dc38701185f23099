import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * What a marketer meets: a new post written as the content editor writes it (front matter and Markdown, no other file
 * touched) loads through Astro's own content layer, with the copy checks the build runs (content.config.ts), and the
 * same post saying the product sends a Slack alert when a fee changes stops it, naming the post's file. Each run is the
 * site as it is, in a copy of the project whose blog folder holds the new post (`astro sync` there: the loaders and
 * schemas of `npm run build`, without rendering 200 pages).
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "new-post-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The project with `app/content/blog` a folder of its own (the real posts and `post`); everything else linked. */
function projectWithPost(name: string, post: string): string {
  const project = path.join(scratch, name);
  const linkAllBut = (from: string, to: string, own: string) => {
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from))
      if (entry !== own && entry !== ".astro" && entry !== "build")
        symlinkSync(path.join(from, entry), path.join(to, entry));
  };
  linkAllBut(root, project, "app");
  linkAllBut(path.join(root, "app"), path.join(project, "app"), "content");
  linkAllBut(path.join(root, "app/content"), path.join(project, "app/content"), "blog");
  cpSync(path.join(root, "app/content/blog"), path.join(project, "app/content/blog"), { recursive: true });
  writeFileSync(path.join(project, "app/content/blog/storage-fees-after-the-peak.md"), post);
  return project;
}

/** `astro sync` in the project: its exit status and what it printed. */
function sync(project: string): { status: number | null; output: string } {
  const script = `const { sync } = await import("astro"); await sync({ root: ${JSON.stringify(project)}, cacheDir: "./.astro", force: true, logLevel: "error" });`;
  const result = spawnSync(process.execPath, ["--input-type=module", "--eval", script], {
    cwd: project,
    encoding: "utf8",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const post = (extra: string) => `---
title: "Storage fees after the peak: what changes in January"
description: "Amazon's monthly storage fee drops after October to December. What the January rate means for the stock you hold and how to plan it."
date: "2026-12-01"
author: "MarginAtlas Team"
tags: ["inventory", "amazon-fees"]
---

Amazon charges the [monthly storage fee](/amazon-kpi/amazon-fees/monthly-storage-fee) on the space your units take up,
at a higher rate from October to December than in the rest of the year.

From January the rate falls back. ${extra}

Plan the stock you send in January with the [ROI calculator](/tools/roi-calculator), which shows what an order earns
back and how long it ties up your cash.
`;

describe("a new post written in the content editor", () => {
  it("loads with the build's checks; the same post offering a Slack fee alert fails, naming its file and sentence", () => {
    const fine = sync(projectWithPost("fine", post("Check the rate for each size tier before you send new stock.")));
    expect(fine.output).not.toMatch(/cannot publish|error/i);
    expect(fine.status).toBe(0);

    const slack = sync(projectWithPost("slack", post("{brand} sends a Slack alert when a fee changes.")));
    expect(slack.status).not.toBe(0);
    expect(slack.output).toContain("app/content/blog/storage-fees-after-the-peak.md");
    expect(slack.output).toContain('"MarginAtlas sends a Slack alert when a fee changes."');
    expect(slack.output).toContain("says the product delivers to Slack (app/product/model.ts, alertChannels:");
  }, 240_000);
});
