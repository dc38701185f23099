import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseFrontmatter } from "@astrojs/internal-helpers/frontmatter";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { kpiFormulas } from "~/kpi-library/formulas/index";
import { kpiContentSchemaFor } from "~/kpi-library/schema";
import { kpiSlugsByCategory } from "~/product/kpis";
import { site } from "~/settings/site";
import { resolveSiteTokens } from "~/settings/site-tokens";
import { postFrontmatterSchema, postSlug } from "./blog-post";
import { cmsConfig, type CmsField } from "./cms-config";
import { pageEntryFiles } from "./cms-entries";
import { resolveEntry } from "./page-entry";
import { marketingPageSchema } from "./page-schema";

type Collection = {
  name: string;
  folder?: string;
  files?: { file: string; fields: CmsField[] }[];
  fields?: CmsField[];
};

const config = cmsConfig({ repository: "marginatlas/site", branch: "main" }, pageEntryFiles) as {
  collections: Collection[];
  output: { yaml: { quote: string } };
};
const collection = (name: string) => config.collections.find((candidate) => candidate.name === name)!;
const blogFields = collection("blog").fields!;
const pageFiles = config.collections.flatMap((candidate) =>
  candidate.name.startsWith("pages-") ? (candidate.files ?? []) : [],
);
const kpiFiles = config.collections.flatMap((candidate) =>
  candidate.name.startsWith("kpis-") ? (candidate.files ?? []) : [],
);
const BLOG_DIR = "app/content/blog";
const KPI_DIR = "app/content/kpis";

/** A KPI entry as its file holds it, and its schema (the formula's inputs in the worked example). */
function readKpi(file: string) {
  const slug = path.basename(file, ".yaml");
  const formula = kpiFormulas.get(slug)!;
  const entry = parseYaml(readFileSync(file, "utf8")) as Record<string, unknown>;
  return {
    entry,
    parses: (data: object) => kpiContentSchemaFor(formula).safeParse(resolveSiteTokens(data, site)).success,
  };
}

/** Every key of a value at any depth of its objects ("workedExample.inputs.adSpend"), list items' keys under "[]". */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => keyPaths(item, `${prefix}[].`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => [`${prefix}${key}`, ...keyPaths(item, `${prefix}${key}.`)]);
}

/** The same paths for the CMS's fields; a key-value field takes any key. */
function fieldPaths(fields: CmsField[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const own = `${prefix}${field.name}`;
    if (field.widget === "keyvalue") return [own, `${own}.*`];
    if (field.widget === "object") return [own, ...fieldPaths(field.fields as CmsField[], `${own}.`)];
    if (field.widget === "list" && field.fields) return [own, ...fieldPaths(field.fields as CmsField[], `${own}.[].`)];
    return [own];
  });
}

/** A post's front matter and body, split as Astro's loader and the CMS both read it. */
function readPost(source: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error("No front matter");
  return { data: parseYaml(match[1]!) as Record<string, unknown>, body: match[2]! };
}

describe("the content editor's configuration (config.yml)", () => {
  it("is a valid Sveltia CMS configuration (the package's own JSON schema)", () => {
    const schema = JSON.parse(
      readFileSync(path.join("node_modules", "@sveltia", "cms", "schema", "sveltia-cms.json"), "utf8"),
    ) as object;
    const validate = new Ajv({ strict: false, allErrors: true, logger: false }).compile(schema);
    expect(validate(config), JSON.stringify(validate.errors?.slice(0, 5), null, 1)).toBe(true);
  });

  it("offers every field a post or page entry holds, so saving one drops nothing", () => {
    const names = (fields: CmsField[]) => new Set(fields.map((field) => field.name));
    for (const file of readdirSync(BLOG_DIR)) {
      const { data } = readPost(readFileSync(path.join(BLOG_DIR, file), "utf8"));
      for (const key of Object.keys(data)) expect(names(blogFields), `${file}: ${key}`).toContain(key);
    }
    const sections = pageFiles[0]!.fields.find((field) => field.name === "sections") as CmsField & {
      types: { name: string; fields: CmsField[] }[];
    };
    for (const { file, fields } of pageFiles) {
      const entry = parseYaml(readFileSync(file, "utf8")) as Record<string, unknown> & { sections: object[] };
      for (const key of Object.keys(entry)) expect(names(fields), `${file}: ${key}`).toContain(key);
      for (const section of entry.sections as Record<string, unknown>[]) {
        const type = sections.types.find((candidate) => candidate.name === section.kind);
        expect(type, `${file}: section kind ${String(section.kind)}`).toBeDefined();
        for (const key of Object.keys(section).filter((key) => key !== "kind"))
          expect(names(type!.fields), `${file}: ${String(section.kind)}.${key}`).toContain(key);
      }
    }
  });

  it("offers every KPI, each with every field its entry holds and its formula's inputs in its worked example", () => {
    expect(kpiFiles.map((entry) => entry.file).sort()).toEqual(
      readdirSync(KPI_DIR)
        .map((file) => `${KPI_DIR}/${file}`)
        .sort(),
    );
    expect(kpiFiles).toHaveLength(Object.values(kpiSlugsByCategory).flat().length);
    for (const { file, fields } of kpiFiles) {
      const offered = new Set(fieldPaths(fields));
      const missing = keyPaths(readKpi(file).entry).filter(
        (key) => !offered.has(key) && !offered.has(key.replace(/\.[^.]+$/, ".*")),
      );
      expect(missing, file).toEqual([]);
      const inputs = fieldPaths(fields).filter((key) => key.startsWith("workedExample.inputs."));
      const slug = path.basename(file, ".yaml");
      expect(inputs, file).toEqual(kpiFormulas.get(slug)!.inputs.map((input) => `workedExample.inputs.${input.key}`));
    }
  });

  it("marks as required exactly the fields zod requires (checked by removing each from a real entry)", () => {
    const post = readPost(readFileSync(path.join(BLOG_DIR, readdirSync(BLOG_DIR)[0]!), "utf8")).data;
    const page = parseYaml(readFileSync(pageFiles[0]!.file, "utf8")) as Record<string, unknown>;
    const tracked = kpiFiles.find((entry) => entry.file.endsWith("/landed-cost-per-unit.yaml"))!;
    const cases = [
      { fields: blogFields, entry: post, parses: (data: object) => postFrontmatterSchema.safeParse(data).success },
      // A KPI with every optional field (search aliases aside): its tracking sentences.
      { fields: tracked.fields, ...readKpi(tracked.file) },
      {
        fields: pageFiles[0]!.fields,
        entry: page,
        parses: (data: object) => marketingPageSchema.safeParse(resolveEntry(data)).success,
      },
    ];
    for (const { fields, entry, parses } of cases) {
      expect(parses(entry)).toBe(true);
      for (const field of fields.filter((candidate) => candidate.name !== "body")) {
        const { [field.name]: _removed, ...without } = entry;
        expect(parses(without), `${field.name} is ${field.required === false ? "optional" : "required"}`).toBe(
          field.required === false,
        );
      }
    }
  });

  it("a post written in the CMS's file format (empty optional fields omitted) is a valid post of the blog collection", () => {
    // As Sveltia saves it: the fields in the configuration's order, empty optional ones (updated, searchAliases) left out.
    const values: Record<string, unknown> = {
      title: "Storage fees in Q4: what changes on October 15",
      description:
        "The monthly storage fee nearly triples from October to December. What it costs per cubic foot, and how to plan stock around it.",
      date: "2026-11-27",
      updated: "",
      author: "{brand} team",
      tags: ["FBA fees", "Inventory"],
      searchAliases: [],
    };
    const data = Object.fromEntries(
      blogFields
        .filter((field) => field.name !== "body")
        .flatMap((field) => {
          const value = values[field.name];
          const empty = value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
          return empty && field.required === false ? [] : [[field.name, value]];
        }),
    );
    const body =
      "Storage is charged per cubic foot: see the [monthly storage fee](/amazon-kpi/amazon-fees/monthly-storage-fee).";
    const asSaved = (quote: string) =>
      `---\n${stringifyYaml(data, { defaultStringType: quote === "double" ? "QUOTE_DOUBLE" : "PLAIN", defaultKeyType: "PLAIN" })}---\n\n${body}\n`;
    // Read as Astro's blog loader reads it (its front matter parser), then the collection's schema step
    // (content.config.ts): the site tokens, then the front matter schema.
    const post = parseFrontmatter(asSaved(config.output.yaml.quote));
    expect(Object.keys(post.frontmatter)).toEqual(["title", "description", "date", "author", "tags"]);
    expect(postFrontmatterSchema.parse(resolveSiteTokens(post.frontmatter, site)).author).toBe(
      `${site.brandName} team`,
    );
    expect(post.content.trim()).toBe(body);
    // Unquoted, Astro's parser would read the date as a Date, which the schema refuses: why the output quotes.
    expect(postFrontmatterSchema.safeParse(parseFrontmatter(asSaved("none")).frontmatter).success).toBe(false);
    expect(postSlug("app/content/blog/storage-fees-in-q4.md")).toBe("storage-fees-in-q4");
  });

  it("offers every page entry, computed worked examples included", () => {
    const offered = new Set([
      ...pageFiles.map((entry) => entry.file),
      ...(collection("site-pages").files ?? []).map((entry) => entry.file),
    ]);
    expect([...offered].sort()).toEqual(pageEntryFiles.map((entry) => entry.file).sort());
    const withComputed = pageFiles.filter(({ file }) => /^ +computed(Paragraphs)?:/m.test(readFileSync(file, "utf8")));
    expect(withComputed.length).toBe(27);
  });

  it("saving any page entry in the CMS's format keeps it whole, its computed sections and paragraphs included", () => {
    for (const { file, fields } of pageFiles) {
      const source = readFileSync(file, "utf8");
      const entry = parseYaml(source) as Record<string, unknown>;
      const saved = stringifyYaml(savedByCms(fields, entry), {
        defaultStringType: config.output.yaml.quote === "double" ? "QUOTE_DOUBLE" : "PLAIN",
        defaultKeyType: "PLAIN",
      });
      if (/^ +computed(Paragraphs)?:/m.test(source))
        expect(saved, file).toMatch(/^ {4}computed(Paragraphs)?: "[a-z-]+\/\w+"$/m);
      const reread = parseYaml(saved) as object;
      expect(resolveEntry(reread), file).toEqual(resolveEntry(entry));
      expect(marketingPageSchema.safeParse(resolveEntry(reread)).success, file).toBe(true);
    }
  });
});

type CmsListField = CmsField & {
  fields?: CmsField[];
  field?: CmsField;
  types?: { name: string; fields: CmsField[] }[];
  typeKey?: string;
  options?: unknown[];
};

/**
 * What Sveltia writes for an entry it loaded and saved unchanged: each configured field in the configuration's order,
 * empty optional ones omitted; a key with no field, or a list item of a type it does not know, is not written.
 */
function savedByCms(fields: CmsField[], data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = fieldSavedByCms(field as CmsListField, data[field.name]);
      const empty = value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
      return empty && field.required === false ? [] : [[field.name, value]];
    }),
  );
}

function fieldSavedByCms(field: CmsListField, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (field.widget === "select") return field.options!.includes(value) ? value : undefined;
  if (field.widget === "object") return savedByCms(field.fields!, value as Record<string, unknown>);
  if (field.widget !== "list") return value;
  const items = value as unknown[];
  if (field.types)
    return items.flatMap((item) => {
      const kind = (item as Record<string, unknown>)[field.typeKey!];
      const type = field.types!.find((candidate) => candidate.name === kind);
      return type ? [{ [field.typeKey!]: kind, ...savedByCms(type.fields, item as Record<string, unknown>) }] : [];
    });
  if (field.fields) return items.map((item) => savedByCms(field.fields!, item as Record<string, unknown>));
  return items.map((item) => fieldSavedByCms(field.field as CmsListField, item));
}
