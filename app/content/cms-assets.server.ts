import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The content editor's files, served by the site from the npm packages (never a CDN): Sveltia CMS's one-file build,
 * and the three fonts it would otherwise load from cdn.jsdelivr.net (its interface text, code and icons), which the
 * admin page's policy allows only from the site (font-src 'self'). Its hourly check for a newer release asks the site
 * instead of unpkg.com (/admin/package.json: the installed version, so it never nags; upgrades come through npm). The
 * build fails if a new Sveltia release loads other fonts or moves these, so the admin page never breaks silently on a
 * CSP violation.
 */
const require = createRequire(import.meta.url);

export const CMS_ASSET_PATH = "/admin";

const CMS_FONTS = {
  "material-symbols-outlined.woff2": {
    cdn: "https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2",
    file: "@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2",
  },
  "source-sans-3.woff2": {
    cdn: "https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2",
    file: "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
  },
  "noto-mono.woff2": {
    cdn: "https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2",
    file: "@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2",
  },
} as const;
export type CmsFontName = keyof typeof CMS_FONTS;
export const CMS_FONT_NAMES = Object.keys(CMS_FONTS) as CmsFontName[];

/** Sveltia CMS's browser build with its font addresses pointing at the site's copies. */
const packageDir = path.join(path.dirname(require.resolve("@sveltia/cms")), "..");

/** The release check's answer: the installed version. */
export function cmsVersion(): { version: string } {
  const { version } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as { version: string };
  return { version };
}

// The release check's address in the build: `${unpkgBase}/package.json`, the variable's name minified.
const RELEASE_CHECK = /`\$\{\w+\}\/package\.json`/g;

export function cmsScript(): string {
  const file = path.join(packageDir, "dist", "sveltia-cms.js");
  let code = readFileSync(file, "utf8");
  const checks = code.match(RELEASE_CHECK) ?? [];
  if (checks.length !== 1)
    throw new Error(`${file}: expected one release check (${RELEASE_CHECK}), found ${checks.length}: update cmsScript`);
  code = code.replace(RELEASE_CHECK, `\`${CMS_ASSET_PATH}/package.json\``);
  for (const [name, font] of Object.entries(CMS_FONTS)) {
    if (!code.includes(font.cdn))
      throw new Error(`${file} no longer loads ${font.cdn}: update CMS_FONTS in app/content/cms-assets.server.ts`);
    code = code.replaceAll(font.cdn, `${CMS_ASSET_PATH}/fonts/${name}`);
  }
  const other = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^)'"`\s]+/.exec(code);
  if (other) throw new Error(`${file} loads a font from a CDN: ${other[0]}; serve it from the site (CMS_FONTS)`);
  return code;
}

export function cmsFont(name: CmsFontName): Buffer {
  return readFileSync(require.resolve(CMS_FONTS[name].file));
}
