import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { kpiHref } from "~/kpi-library/paths";
import type { MetricNames, MetricVocabulary } from "~/product/claims";
import { metricsNotTracked, metricsPlanned, metricsTracked } from "~/product/features";
import { kpiSlugsByCategory } from "~/product/kpis";
import {
  copyContextOf,
  entryProblems,
  entryProblemsMessage,
  postCopy,
  yamlEntryCopy,
  type CopyField,
} from "./entry-checks";

/**
 * The copy checks as the collections' loaders run them (content.config.ts): each loaded entry read again as its
 * author wrote it, from its file, so a field is named as written and a computed section by its reference, and
 * checked in its page's context. Every entry is checked on every load, not only the changed ones: a change to the
 * product model can make an unchanged sentence false.
 */

const KPI_DIRECTORY = "app/content/kpis";

/** The KPIs' names and aliases as their entries write them, for the checks that look for a metric by name. */
export function metricVocabulary(directory = KPI_DIRECTORY): MetricVocabulary {
  const names = new Map<string, MetricNames>();
  for (const file of readdirSync(directory).filter((name) => name.endsWith(".yaml"))) {
    const slug = file.replace(/\.yaml$/, "");
    const entry = parseYaml(readFileSync(path.join(directory, file), "utf8")) as { name?: string; aliases?: string[] };
    names.set(slug, { slug, names: [entry.name ?? slug, ...(entry.aliases ?? [])] });
  }
  const of = (slugs: readonly string[]) => slugs.flatMap((slug) => names.get(slug) ?? []);
  return {
    notTracked: of(metricsNotTracked),
    planned: of(metricsPlanned),
    trackedNames: of(metricsTracked).flatMap((metric) => metric.names),
  };
}

/** A loaded entry: its file (relative to the project), the page it is shown on, the tool it is about, its copy. */
export interface CheckedEntry {
  file: string;
  path: string;
  toolId?: string;
  copy: CopyField[];
  /** A page entry's steps sections' lengths: a count of steps in its copy must match one. */
  stepCounts?: readonly number[];
}

/** Fails the build when any of the entries' copy fails a check, naming each file, field and sentence. */
export function assertEntryCopy(entries: readonly CheckedEntry[]): void {
  const metrics = metricVocabulary();
  const problems = entries.map((entry) => ({
    file: entry.file,
    problems: entryProblems(entry.copy, copyContextOf(entry.path, metrics, entry.toolId), entry.stepCounts),
  }));
  if (problems.some((entry) => entry.problems.length > 0)) throw new Error(entryProblemsMessage(problems));
}

/** A YAML entry's copy, read from its file. */
export const yamlFileCopy = (file: string): CopyField[] => yamlEntryCopy(parseYaml(readFileSync(file, "utf8")));

/** A post's copy, read from its file: the front matter's fields and the Markdown body by paragraph. */
export function postFileCopy(file: string): CopyField[] {
  const text = readFileSync(file, "utf8");
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  const frontmatter = match ? (parseYaml(match[1]!) as Record<string, unknown>) : {};
  const body = match ? text.slice(match[0].length) : text;
  const bodyLine = match ? match[0].split("\n").length : 1;
  return postCopy(frontmatter ?? {}, body, bodyLine);
}

/** A KPI's page, from its entry's file name (its slug) and the product's list of KPIs. */
export function kpiPagePath(file: string): string {
  const slug = path.basename(file, ".yaml");
  const category = Object.entries(kpiSlugsByCategory).find(([, slugs]) =>
    (slugs as readonly string[]).includes(slug),
  )?.[0];
  return category ? kpiHref(category, slug) : `/amazon-kpi/${slug}`;
}
