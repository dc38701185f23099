/** What a chunking pass tells a group's name function about a module (Rolldown's `ChunkingContext`). */
export interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/**
 * The client build's chunk group for the shell (astro.config.ts): every module the shell's script imports statically,
 * except that script itself, goes into one chunk, `shell`. Left to automatic splitting, the modules the shell shares
 * with islands (analytics events, storage, attribution, the overlay requests, Vite's preload helper) were seven small
 * chunks beside the page script, and every page loaded all eight: 12,134 B gz of JavaScript, 10,573 B as two files
 * (each small file paid its own gzip header and dictionary, and the imports between them named hashed files). An
 * island that imports one of these modules now loads the whole chunk, which its page has loaded already: every page
 * loads the shell. The script itself stays out, in the page script's chunk, so its start code runs from the page's
 * deferred script only, never from an island that imports a shared module while the page is still being parsed.
 */
export function shellChunkGroup(shellScript: string) {
  const shellModules = new WeakMap<ModuleGraph, Set<string>>();
  const modulesOf = (graph: ModuleGraph) => {
    let modules = shellModules.get(graph);
    if (!modules) {
      modules = staticImportsOf(shellScript, graph);
      modules.delete(shellScript);
      shellModules.set(graph, modules);
    }
    return modules;
  };
  return {
    name: (moduleId: string, graph: ModuleGraph) => (modulesOf(graph).has(moduleId) ? "shell" : null),
  };
}

/** The module and every module it imports statically, however deep. */
export function staticImportsOf(moduleId: string, graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(moduleId);
  return found;
}
