/**
 * The route types, as the layout (data-route-type), the vitals report and `npm run vitals` know them. They are
 * read from the route table (routes.ts), where each route is listed with its type.
 */
export { ROUTE_TYPES, routeTypeOf, type RouteType } from "./routes";
