import { kpiCategories } from "~/kpi-library/categories";
import { kpiFormulas } from "~/kpi-library/formulas/index";
import { kpiContentSchemaFor, type KpiFormula } from "~/kpi-library/schema";
import { capitalizeFirst } from "~/lib/capitalize";
import { z } from "~/lib/zod";
import { kpiSlugsByCategory } from "~/product/kpis";
import type { CmsSettings } from "~/settings/config";
import { postFrontmatterSchema } from "./blog-post";
import { marketingPageEntrySchema } from "./page-entry";
import { homeCopySchema, pageSeoSchema, signupCopySchema } from "./page-schema";

/**
 * The content editor's configuration (Sveltia CMS, served at /admin/ with its config.yml built from this), made from
 * the same zod schemas the build checks the entries with, so a field the CMS offers is one the schema knows, with
 * its limits (required or not, length, item counts, pattern), and nothing the schema lacks. Empty optional fields
 * are omitted when an entry is saved (`omit_empty_optional_fields`), so zod never sees an empty string for them.
 *
 * The CMS edits the blog posts, every page entry and the KPI entries (one collection per category, each KPI with the
 * fields of its formula's inputs for its worked example). A page's computed worked examples and sample screens (a
 * section `kind: computed`, a prose section's `computedParagraphs`, content/page-entry.ts) are fields of their own: a
 * choice among the worked examples of that shape, kept as it is on save.
 */
type JsonSchema = {
  type?: string;
  description?: string;
  enum?: unknown[];
  format?: string;
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
};

export type CmsField = { name: string; label: string; widget: string; required?: false } & Record<string, unknown>;

/** "searchAliases" -> "Search aliases", "h1" -> "H1". */
function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return capitalizeFirst(words);
}

/** A string the editor writes as a paragraph rather than a line. */
const isLongText = (schema: JsonSchema) => (schema.minLength ?? 0) >= 20 || (schema.maxLength ?? 0) > 120;

function widgetOf(schema: JsonSchema): { widget: string } & Record<string, unknown> {
  const variants = schema.oneOf ?? schema.anyOf;
  if (schema.enum) return { widget: "select", options: schema.enum };
  if (schema.type === "string" && schema.format === "date")
    return { widget: "datetime", time_format: false, format: "YYYY-MM-DD", date_format: "YYYY-MM-DD" };
  if (schema.type === "string")
    return {
      widget: isLongText(schema) ? "text" : "string",
      ...(schema.minLength !== undefined && { minlength: schema.minLength }),
      ...(schema.maxLength !== undefined && { maxlength: schema.maxLength }),
      // Sveltia reads a pattern string as /source/flags: the slashes delimit, so the source keeps its own unescaped.
      ...(schema.pattern !== undefined && {
        pattern: [`/${schema.pattern.replaceAll("\\/", "/")}/`, `Must match ${schema.pattern}`],
      }),
    };
  if (schema.type === "boolean")
    return { widget: "boolean", ...(schema.default !== undefined && { default: schema.default }) };
  if (schema.type === "number" || schema.type === "integer")
    return {
      widget: "number",
      value_type: schema.type === "integer" ? "int" : "float",
      ...(schema.minimum !== undefined && { min: schema.minimum }),
      ...(schema.maximum !== undefined && { max: schema.maximum }),
    };
  // A record of strings by key (a KPI's tracking sentences by page): the keys are the editor's to write.
  if (schema.type === "object" && !schema.properties && typeof schema.additionalProperties === "object") {
    if (schema.additionalProperties.type !== "string") throw new Error("A record's values must be strings");
    return { widget: "keyvalue" };
  }
  if (schema.type === "object") return { widget: "object", fields: fieldsOf(schema) };
  if (schema.type === "array" && schema.items) {
    const limits = {
      ...(schema.minItems !== undefined && { min: schema.minItems }),
      ...(schema.maxItems !== undefined && { max: schema.maxItems }),
    };
    const itemVariants = schema.items.oneOf ?? schema.items.anyOf;
    if (itemVariants) return { widget: "list", ...limits, ...variantTypes(itemVariants) };
    if (schema.items.type === "object") return { widget: "list", ...limits, fields: fieldsOf(schema.items) };
    return { widget: "list", ...limits, field: { name: "item", label: "Item", ...widgetOf(schema.items) } };
  }
  if (variants) throw new Error("A union is supported only as a list's items (a section list with its kind)");
  throw new Error(`No CMS widget for the schema ${JSON.stringify(schema)}`);
}

/** A discriminated union (the page sections): one CMS type per variant, named by its constant `kind`. */
function variantTypes(variants: JsonSchema[]): Record<string, unknown> {
  const typeKey = "kind";
  return {
    typeKey,
    types: variants.map((variant) => {
      const name = variant.properties?.[typeKey]?.const;
      if (typeof name !== "string") throw new Error(`Every variant needs a constant "${typeKey}"`);
      return {
        name,
        label: labelOf(name),
        widget: "object",
        fields: fieldsOf(variant).filter((field) => field.name !== typeKey),
      };
    }),
  };
}

function fieldsOf(schema: JsonSchema): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    label: labelOf(name),
    ...widgetOf(property),
    ...(property.description !== undefined && { hint: property.description }),
    ...(!required.has(name) && { required: false as const }),
  }));
}

/** The CMS fields of an entry schema, as an editor writes the entry (zod's input: defaults are optional). */
export function cmsFields(schema: z.ZodType): CmsField[] {
  return fieldsOf(z.toJSONSchema(schema, { io: "input", unrepresentable: "throw" }) as JsonSchema);
}

/**
 * A KPI entry's fields: its formula's schema (kpi-library/schema.ts), the worked example's inputs named as the
 * calculator names them.
 */
export function kpiCmsFields(formula: Pick<KpiFormula, "inputs">): CmsField[] {
  return cmsFields(kpiContentSchemaFor(formula)).map((field) =>
    field.name !== "workedExample"
      ? field
      : {
          ...field,
          fields: (field.fields as CmsField[]).map((example) =>
            example.name !== "inputs"
              ? example
              : {
                  ...example,
                  hint: "The page computes the result from these values with the formula; the scenario must state it.",
                  fields: formula.inputs.map((input) => ({
                    ...(example.fields as CmsField[]).find((candidate) => candidate.name === input.key)!,
                    label: input.label,
                    ...(input.help && { hint: input.help }),
                  })),
                },
          ),
        },
  );
}

/**
 * The KPI entries, app/content/kpis/<slug>.yaml, a collection per category as the library groups them (files: a KPI
 * needs its formula and its place in the product's list, so the CMS never creates one).
 */
function kpiCollections() {
  return kpiCategories.map((category) => ({
    name: `kpis-${category.slug}`,
    label: `KPIs: ${category.name}`,
    format: "yaml",
    files: kpiSlugsByCategory[category.slug].map((slug) => {
      const formula = kpiFormulas.get(slug);
      if (!formula) throw new Error(`The KPI ${slug} has no formula`);
      return { name: slug, label: slug, file: `app/content/kpis/${slug}.yaml`, fields: kpiCmsFields(formula) };
    }),
  }));
}

/** A page entry file of app/content, as the CMS lists it. */
export type PageEntryFile = { file: string; source: string };

const PAGE_GROUPS: Record<string, string> = {
  features: "Features",
  audiences: "Who we serve",
  landing: "Landing pages",
  company: "Company",
  legal: "Legal",
  "getting-started": "Getting started",
  tools: "Free tools",
};

const SITE_PAGE_SCHEMAS: Record<string, z.ZodType> = {
  home: homeCopySchema,
  signup: signupCopySchema,
  "not-found": pageSeoSchema,
  handoff: pageSeoSchema,
  search: pageSeoSchema,
};

/**
 * The whole configuration: the GitHub backend, the blog posts (a folder: new posts allowed), and the page entries,
 * grouped as the folders are (files: a page needs a route, so the CMS never creates one).
 *
 * - Signing in needs no server of ours: an editor pastes a fine-grained access token; "Sign In with GitHub" is offered
 *   only when an OAuth proxy is configured (`oauthBaseUrl`, CMS_OAUTH_BASE_URL). On localhost, Chromium browsers also
 *   get Sveltia's "Work with Local Repository" (a checkout on the editor's computer, with `npm run dev`).
 * - Saves go through the editorial workflow: each entry's changes are commits on a branch of its own (cms/<collection>/
 *   <entry>) with a pull request into the configured branch, labelled draft, in review or ready, so nothing reaches the
 *   branch the site is built from before the pull request is reviewed and merged.
 * - A post's body opens as Markdown (raw mode first, rich text on request): the rich-text editor writes the whole body
 *   back in its own style (table cells padded, `*emphasis*` as `_emphasis_`), so one changed sentence would rewrite
 *   every table, and the passages a post's worked example must print word for word would no longer match.
 * - The site's own address for "view on site" links: the editor runs on an origin of its own in production.
 */
export function cmsConfig(
  settings: CmsSettings & { siteUrl: string },
  pageFiles: readonly PageEntryFile[],
): Record<string, unknown> {
  // A page's path is not in its entry: it is its route's, in the route table.
  const pageFields = cmsFields(marketingPageEntrySchema);
  const filesIn = (folder: string) =>
    pageFiles.filter(({ file }) => file.startsWith(`${folder}/`)).map(({ file }) => file);
  const pageCollections = Object.entries(PAGE_GROUPS).flatMap(([group, label]) => {
    const files = filesIn(`app/content/pages/${group}`);
    if (files.length === 0) return [];
    return [
      {
        name: `pages-${group}`,
        label,
        format: "yaml",
        files: files.map((file) => ({
          name: file.replace(/^.*\//, "").replace(/\.yaml$/, ""),
          label: file.replace(/^.*\//, "").replace(/\.yaml$/, ""),
          file,
          fields: pageFields,
        })),
      },
    ];
  });
  const sitePages = Object.entries(SITE_PAGE_SCHEMAS)
    .map(([name, schema]) => ({ name, file: `app/content/site-pages/${name}.yaml`, schema }))
    .filter(({ file }) => pageFiles.some((entry) => entry.file === file));
  return {
    backend: {
      name: "github",
      repo: settings.repository,
      branch: settings.branch,
      ...(settings.oauthBaseUrl === null
        ? { auth_methods: ["token"] }
        : { auth_methods: ["oauth", "token"], base_url: settings.oauthBaseUrl }),
    },
    publish_mode: "editorial_workflow",
    site_url: settings.siteUrl,
    media_folder: "public/images/uploads",
    public_folder: "/images/uploads",
    // Strings double-quoted, as the entries are written: Astro's YAML parser reads an unquoted 2026-11-27 as a Date,
    // which the schemas' ISO date strings refuse.
    output: { omit_empty_optional_fields: true, yaml: { quote: "double" } },
    collections: [
      {
        name: "blog",
        label: "Blog posts",
        label_singular: "Blog post",
        folder: "app/content/blog",
        extension: "md",
        format: "yaml-frontmatter",
        create: true,
        slug: "{{slug}}",
        identifier_field: "title",
        summary: "{{title}} ({{date}})",
        sortable_fields: ["date", "title"],
        fields: [
          ...cmsFields(postFrontmatterSchema),
          { name: "body", label: "Body", widget: "markdown", modes: ["raw", "rich_text"] },
        ],
      },
      ...pageCollections,
      {
        name: "site-pages",
        label: "Site pages",
        format: "yaml",
        files: sitePages.map(({ name, file, schema }) => ({
          name,
          label: labelOf(name),
          file,
          fields: cmsFields(schema),
        })),
      },
      ...kpiCollections(),
    ],
  };
}
