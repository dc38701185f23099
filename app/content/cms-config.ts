import { z } from "~/lib/zod";
import { postFrontmatterSchema } from "./blog-post";
import { homeCopySchema, marketingPageSchema, pageSeoSchema, signupCopySchema } from "./page-schema";

/**
 * The content editor's configuration (Sveltia CMS, served at /admin/ with its config.yml built from this), made from
 * the same zod schemas the build checks the entries with, so a field the CMS offers is one the schema knows, with
 * its limits (required or not, length, item counts, pattern), and nothing the schema lacks. Empty optional fields
 * are omitted when an entry is saved (`omit_empty_optional_fields`), so zod never sees an empty string for them.
 *
 * The CMS edits the blog posts and the page entries. A page entry that embeds a computed worked example
 * (`computed: <module>/<export>`, content/page-entry.ts) is not offered: the CMS would not know that item's shape and
 * could drop it on save. Those pages are edited in git (docs/editing.md).
 */
type JsonSchema = {
  type?: string;
  format?: string;
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
};

export type CmsField = { name: string; label: string; widget: string; required?: false } & Record<string, unknown>;

/** "searchAliases" -> "Search aliases", "h1" -> "H1". */
function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A string the editor writes as a paragraph rather than a line. */
const isLongText = (schema: JsonSchema) => (schema.minLength ?? 0) >= 20 || (schema.maxLength ?? 0) > 120;

function widgetOf(schema: JsonSchema): { widget: string } & Record<string, unknown> {
  const variants = schema.oneOf ?? schema.anyOf;
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
    return { widget: "number", value_type: schema.type === "integer" ? "int" : "float" };
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
    ...(!required.has(name) && { required: false as const }),
  }));
}

/** The CMS fields of an entry schema, as an editor writes the entry (zod's input: defaults are optional). */
export function cmsFields(schema: z.ZodType): CmsField[] {
  return fieldsOf(z.toJSONSchema(schema, { io: "input", unrepresentable: "throw" }) as JsonSchema);
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

/** Whether the CMS can edit an entry: one holding a computed worked example is edited in git. */
export const isCmsEditable = (source: string) => !/^\s*-?\s*computed:/m.test(source);

/**
 * The whole configuration: the GitHub backend (an editor signs in with a fine-grained token), the blog posts (a
 * folder: new posts allowed), and the page entries, grouped as the folders are (files: a page needs a route, so
 * the CMS never creates one).
 */
export function cmsConfig(
  repository: { repository: string; branch: string },
  pageFiles: readonly PageEntryFile[],
): Record<string, unknown> {
  // A page's path is not in its entry: it is its route's, in the route table.
  const pageFields = cmsFields(marketingPageSchema);
  const filesIn = (folder: string) =>
    pageFiles
      .filter(({ file, source }) => file.startsWith(`${folder}/`) && isCmsEditable(source))
      .map(({ file }) => file);
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
    .filter(({ file }) => pageFiles.some((entry) => entry.file === file && isCmsEditable(entry.source)));
  return {
    backend: { name: "github", repo: repository.repository, branch: repository.branch },
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
        fields: [...cmsFields(postFrontmatterSchema), { name: "body", label: "Body", widget: "markdown" }],
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
    ],
  };
}
