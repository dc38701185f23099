import { Mail, X } from "lucide-react";
import { NewsletterForm } from "./newsletter-form";

/** The newsletter popup's card: dismissible, never blocking the page. */
export default function NewsletterCard({
  onDismiss,
  onSubscribed,
}: {
  onDismiss: () => void;
  onSubscribed: () => void;
}) {
  return (
    <aside
      role="dialog"
      aria-labelledby="newsletter-popup-title"
      data-testid="newsletter-popup"
      onKeyDown={(event) => event.key === "Escape" && onDismiss()}
      className="fixed bottom-4 left-4 z-40 w-[calc(100vw-6.5rem)] max-w-sm rounded-2xl border border-ink-200 bg-white p-5 shadow-2xl shadow-ink-900/15"
    >
      <button
        type="button"
        onClick={onDismiss}
        className="absolute top-3 right-3 rounded-md p-1 text-ink-500 hover:bg-ink-100"
        aria-label="Dismiss newsletter signup"
      >
        <X className="size-4" aria-hidden />
      </button>
      <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Mail className="size-5" aria-hidden />
      </span>
      <h2 id="newsletter-popup-title" className="mt-3 text-base font-semibold text-ink-900">
        Amazon changes fees. We explain what it means.
      </h2>
      <p className="mt-1 text-sm leading-6 text-ink-600">
        An occasional email when Amazon changes fees, plus practical guides.
      </p>
      <NewsletterForm source="popup" className="mt-3" onSubscribed={onSubscribed} />
    </aside>
  );
}
