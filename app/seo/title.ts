/**
 * The document-title template, in one place: "<page title> | <brand>". Page data (content pages, blog posts,
 * KPI names, route loaders) carries the bare page title; the brand is the configured one (SITE_BRAND_NAME).
 */

/** The longest <title> a page gets: search results cut titles at about 60 to 70 characters. */
export const TITLE_MAX = 70;

const BRAND_SEPARATOR = " | ";

/** "<page title> | <brand>", whatever its length. */
export function brandedTitle(pageTitle: string, brandName: string): string {
  return `${pageTitle}${BRAND_SEPARATOR}${brandName}`;
}

/**
 * A page's <title>: "<page title> | <brand>" when that fits in `max` characters, otherwise the page title alone,
 * which also stands alone when it already names the brand ("About <brand>: ...") so the brand is not said twice.
 */
export function documentTitle(pageTitle: string, brandName: string, max: number = TITLE_MAX): string {
  const branded = brandedTitle(pageTitle, brandName);
  return branded.length <= max && !pageTitle.includes(brandName) ? branded : pageTitle;
}
