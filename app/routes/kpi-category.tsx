import { data } from "react-router";

// First version; the KPI library pages are built in the KPI library work.
export function loader() {
  return data(null, { status: 200 });
}

export default function Page() {
  return <h1>KPI library</h1>;
}
