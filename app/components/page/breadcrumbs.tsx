import { ChevronRight } from "lucide-react";

/** Visible breadcrumbs; the same trail is declared as BreadcrumbList structured data by the page's metadata (app/seo/page-metadata.ts). */
export function Breadcrumbs({ trail }: { trail: { name: string; path: string }[] }) {
  const items = [{ name: "Home", path: "/" }, ...trail];
  return (
    <nav aria-label="Breadcrumb" className="mb-6">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-500">
        {items.map((item, index) => (
          <li key={item.path} className="flex items-center gap-1">
            {index > 0 && <ChevronRight className="size-3.5 text-ink-400" aria-hidden />}
            {index === items.length - 1 ? (
              <span aria-current="page" className="font-medium text-ink-700">
                {item.name}
              </span>
            ) : (
              <a href={item.path} className="hover:text-ink-900 hover:underline">
                {item.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
