/**
 * React Router's <Scripts /> preloads every module the page hydrates with `<link rel="modulepreload">`, which
 * browsers fetch at high priority, in the head, before the stylesheet and the font: on a slow connection the
 * ~140 KB of hydration code then competes with the only resources the first paint needs. The prerendered HTML is
 * complete without them, so they are asked for at low priority, as React itself does for its bootstrap modules
 * (react/react#27189). React Router has no option for it; React 19.3's preloadModule({ fetchPriority }) would be
 * the hook once React Router uses it.
 */
export function withLowPriorityModulePreloads(html: string): string {
  return html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}
