import { staticRoutes, type RouteType, type StaticRoute } from "~/routes/routes";

/**
 * Which route a page entry is: the entry file app/content/pages/<group>/<slug>.yaml is the route of the table
 * (routes/routes.ts, where every path is typed, once) whose type belongs to <group> and whose last segment is <slug>
 * ("tools/tools.yaml" is /tools). An entry carries no path of its own; the pages collection takes it from here.
 */
export const PAGE_GROUP_TYPES: Record<string, readonly RouteType[]> = {
  features: ["feature", "fba calculator"],
  audiences: ["audience"],
  landing: ["landing"],
  company: ["company", "pricing", "contact"],
  legal: ["legal"],
  "getting-started": ["getting started"],
  tools: ["tool", "tools hub"],
};

const lastSegment = (path: string) => path.split("/").pop() ?? "";

/** The routes that have a page entry: those of a type some group holds. */
export function entryRoutes(routes: readonly StaticRoute[] = staticRoutes): StaticRoute[] {
  const types = new Set(Object.values(PAGE_GROUP_TYPES).flat());
  return routes.filter((route) => types.has(route.type));
}

/** The entry file (relative to app/content/pages) that holds a route's page. */
export function entryFileOf(route: StaticRoute): string {
  const group = Object.entries(PAGE_GROUP_TYPES).find(([, types]) => types.includes(route.type))?.[0];
  if (!group) throw new Error(`Route ${route.path} (type "${route.type}") has no page entry group`);
  return `${group}/${lastSegment(route.path)}.yaml`;
}

/**
 * The entry id of a page entry file: its route's path without the leading slash ("who-we-serve/fba-sellers"). An
 * entry no route names fails the build with its file.
 */
export function pageIdOf(file: string, routes: readonly StaticRoute[] = staticRoutes): string {
  const route = entryRoutes(routes).find((candidate) => entryFileOf(candidate) === file);
  if (!route) {
    const group = file.split("/")[0] ?? "";
    const types = PAGE_GROUP_TYPES[group];
    throw new Error(
      types
        ? `app/content/pages/${file}: no route of type ${types.map((type) => `"${type}"`).join(" or ")} ends in /${lastSegment(file).replace(/\.yaml$/, "")} in the route table (app/routes/routes.ts): add its line there`
        : `app/content/pages/${file}: "${group}" is not a page group (${Object.keys(PAGE_GROUP_TYPES).join(", ")})`,
    );
  }
  return pageIdOfPath(route.path);
}

/** A route path as the pages collection's entry id: "/features/profit-loss" is "features/profit-loss". */
export function pageIdOfPath(path: string): string {
  return path.replace(/^\/+|\/+$/g, "");
}
