/**
 * How a request's path is read, once, before anything is decided on it (issue 51, part 1). The server decided "HTML
 * page" on the path as sent and its static handler decoded it afterwards, so `/pricing/index.%68tml`, `/404.%68tml`
 * and `/assets/..%2fpricing%2findex.%68tml` were pages served with no Content-Security-Policy, and `/%61dmin/` the
 * editor under the public pages' policy.
 *
 * Every address the site answers is written in plain characters: the pages' paths (lower-case words and dashes),
 * the build's files (hashed names of letters, digits, `_`, `-` and dots) and the API's paths. So a path is in its one
 * spelling when each segment is made of letters, digits and `.`, `_`, `~`, `-` and does not end with a dot (no `.`
 * or `..` segment, no trailing dot), with no empty segment (no doubled slash) except one trailing slash, and with no
 * percent-encoding at all: decoded once, an escape would spell a character that is written plainly in the site's
 * addresses (a letter, a dot, a slash) or one that none of them has (a space, `;`, `\`, NUL). Any other spelling
 * names no page or file of the site and is answered 404; an escape that is not UTF-8 is a malformed request (400).
 * deploy/nginx.conf holds the same pattern ($path_spelled_otherwise), checked against this one by the test beside it.
 */
export const ONE_SPELLING_PATTERN = "/(?:[A-Za-z0-9._~-]*[A-Za-z0-9_~-](?:/[A-Za-z0-9._~-]*[A-Za-z0-9_~-])*/?)?";
const ONE_SPELLING = new RegExp(`^${ONE_SPELLING_PATTERN}$`);

export type RequestPathReading = "one spelling" | "spelled otherwise" | "malformed";

/** Reads the path as sent (Express's `req.path`: before any decoding, without the query string). */
export function readRequestPath(rawPath: string): RequestPathReading {
  if (ONE_SPELLING.test(rawPath)) return "one spelling";
  try {
    decodeURIComponent(rawPath);
  } catch {
    return "malformed";
  }
  return "spelled otherwise";
}
