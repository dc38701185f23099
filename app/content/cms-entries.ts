import type { PageEntryFile } from "./cms-config";

/** The page entry files (YAML) as they are in the repository, for the content editor's configuration. */
const files = import.meta.glob<string>(["./pages/**/*.yaml", "./site-pages/*.yaml"], {
  query: "?raw",
  import: "default",
  eager: true,
});

export const pageEntryFiles: PageEntryFile[] = Object.entries(files).map(([file, source]) => ({
  file: `app/content/${file.replace(/^\.\//, "")}`,
  source,
}));
