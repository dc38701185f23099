import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * The site search's field, labelled for screen readers, with its icon: the header's box and its phone panel's
 * (shell/search-box.tsx) and the search page's (views/search.tsx). Its name is `q`, which the search page reads.
 */
export function SearchField({
  id,
  size,
  wrapperClassName,
  className,
  ...input
}: { id: string; size: "md" | "lg"; wrapperClassName?: string } & Omit<ComponentProps<"input">, "size">) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Search metrics, tools and guides
      </label>
      <div className={cn("relative", wrapperClassName)}>
        <Search
          className={cn(
            "pointer-events-none absolute top-1/2 -translate-y-1/2 text-ink-600",
            size === "lg" ? "left-3.5 size-5" : "left-3 size-4",
          )}
          aria-hidden
        />
        <input
          id={id}
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          className={cn(
            "rounded-lg border bg-white pr-3 text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none",
            size === "lg" ? "h-12 w-full border-ink-300 pl-11 text-base" : "h-10 border-ink-200 pl-9 text-sm",
            className,
          )}
          {...input}
        />
      </div>
    </>
  );
}
