import type { PageSection } from "~/content/page-schema";

/** The section shapes a worked example or sample screen is built as (see page-schema.ts). */
export type ExampleSection = Extract<PageSection, { kind: "example" }>;
export type SampleScreenSection = Extract<PageSection, { kind: "sample-ui" }>;
export type TableSection = Extract<PageSection, { kind: "table" }>;
