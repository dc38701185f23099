/**
 * The script-free twin of an HTML document (bench:lighthouse): every <script> element removed except JSON-LD, and
 * every module preload hint with them. Styles, fonts, images and markup stay as they are.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (element, attributes: string) =>
      /type=["']?application\/ld\+json/i.test(attributes) ? element : "",
    )
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, "");
}
