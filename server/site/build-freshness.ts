import { readdirSync, statSync, type Stats } from "node:fs";
import path from "node:path";

/** What a build is made from: a change to any of these after `npm run build` is not on the site until the next build. */
export const BUILD_INPUTS = ["app", "public", "astro.config.ts"] as const;

/**
 * The build inputs under `root` changed after `builtAtMs`, newest first, as paths relative to `root`. Tests are
 * left out (they are not part of the build). A few hundred stat calls: cheap enough for every `npm start`.
 */
export function sourcesChangedSince(root: string, builtAtMs: number): string[] {
  const changed: { file: string; mtimeMs: number }[] = [];
  const visit = (file: string) => {
    let stats: Stats;
    try {
      stats = statSync(path.join(root, file));
    } catch {
      return; // Not part of this copy of the project (the Docker image has no public/, for one).
    }
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path.join(root, file))) visit(path.join(file, entry));
    } else if (!/\.test\.tsx?$/.test(file) && stats.mtimeMs > builtAtMs) {
      changed.push({ file, mtimeMs: stats.mtimeMs });
    }
  };
  for (const input of BUILD_INPUTS) visit(input);
  return changed.sort((a, b) => b.mtimeMs - a.mtimeMs).map(({ file }) => file);
}

/** What `npm start` logs when the build it serves is older than some of its sources; null when it is current. */
export function staleBuildWarning(changed: readonly string[], buildDir: string): string | null {
  const [newest] = changed;
  if (newest === undefined) return null;
  const what =
    changed.length === 1
      ? newest
      : `${newest} and ${changed.length - 1} other source ${changed.length === 2 ? "file" : "files"}`;
  return `Serving the build in ${buildDir}, which is older than ${what}: run \`npm run build\` (then restart) to see the changes.`;
}
