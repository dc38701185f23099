import { execFileSync, spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, it } from "vitest";
import { builtClientDir } from "../support/built-sitemap";

/**
 * The Nu Html Checker (vnu-jar, the W3C validator's engine) finds no error in any built page: every HTML file of the
 * build, checked in one Java run (about 10 s for 200 pages alone, 28 s on a loaded two-core machine). Warnings are
 * not errors (`--errors-only`). Needs Java (Debian's default-jre-headless; .ci/run installs it).
 *
 * Each page's stylesheet is inline (issue 39), so the checker's CSS validator reads Tailwind's output too. It is older
 * than three things Tailwind writes, which browsers support and which are left out of the errors, message by message:
 * `@property` (CSS Properties and Values, in every engine since July 2024), a registered custom property in
 * `transition-property` (`--tw-gradient-from`, animatable because it is registered), and `margin-trim` inside the
 * `@supports` test that finds browsers without `@property`. Every other CSS error still fails.
 */
const CSS_THE_CHECKER_DOES_NOT_KNOW = [
  /^CSS: Unrecognized at-rule “@property”\.?$/,
  /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\.?$/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.?$/,
];
const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

it("the Nu Html Checker reports no error on any built page", { timeout: 240_000 }, () => {
  execFileSync("java", ["-version"], { stdio: "ignore" });
  const files = readdirSync(builtClientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
  expect(files.length, "built HTML files").toBeGreaterThan(190);

  // vnu prints its JSON report on stderr and exits 1 when it finds an error.
  const run = spawnSync("java", ["-Xss4m", "-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(run.error).toBeUndefined();
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  const errors = messages
    .filter((message) => message.type !== "info")
    .filter((message) => !CSS_THE_CHECKER_DOES_NOT_KNOW.some((pattern) => pattern.test(message.message)))
    .map(
      (message) =>
        `${path.relative(builtClientDir, message.url?.replace(/^file:/, "") ?? "")}:${message.lastLine ?? ""} ${message.type}: ${message.message}`,
    );
  expect(errors).toEqual([]);
  // vnu exits 1 when it reported an error (the CSS it does not know included), 0 otherwise: it ran to its end.
  expect(run.status).toBe(messages.some((message) => message.type === "error") ? 1 : 0);
});
