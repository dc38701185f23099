import { data } from "react-router";
import { NotFoundPage } from "~/components/page/not-found-page";

/** Any unknown path: the 404 page with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
