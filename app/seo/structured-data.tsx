import { useMatches } from "react-router";
import { serializeJsonLd, type JsonLd } from "./json-ld";
import type { PageMetadataInput } from "./metadata";

/** Renders the JSON-LD of the deepest route that declares `seo.structuredData` in its loader data. */
export function StructuredData() {
  const matches = useMatches();
  const seo = [...matches]
    .reverse()
    .map((match) => (match.data as { seo?: PageMetadataInput } | undefined)?.seo)
    .find((candidate) => candidate?.structuredData);
  const items: JsonLd[] = seo?.structuredData ?? [];
  return (
    <>
      {items.map((item, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }} />
      ))}
    </>
  );
}
