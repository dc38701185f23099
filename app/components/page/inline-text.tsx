import { splitInlineLinks } from "~/content/inline-links";

const linkClass =
  "font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700";

/** Copy with `[label](/path)` links rendered as anchors (plain links, our own pages prefetched by the speculation rules). */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {splitInlineLinks(text).map((part, index) =>
        !("href" in part) ? (
          part.text
        ) : part.href.startsWith("/") ? (
          <a key={index} href={part.href} className={linkClass}>
            {part.text}
          </a>
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
