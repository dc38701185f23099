import { CalendarDays, Mail, MessagesSquare, X } from "lucide-react";
import { Link } from "react-router";
import { useSiteConfig } from "~/site/use-site-config";
import { DemoBookingLink } from "./demo-booking-link";

/** The chat launcher's own panel (no chat provider configured): contact sales, book a demo, email. */
export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const site = useSiteConfig();
  return (
    <div role="dialog" aria-label="Contact options" className="w-72 rounded-2xl border border-ink-200 bg-white p-4 shadow-2xl shadow-ink-900/15">
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="text-sm font-semibold text-ink-900">How can we help?</p>
          <p className="mt-0.5 text-xs text-ink-500">We reply within one business day.</p>
        </div>
        <button type="button" onClick={onClose} className="rounded-md p-1 text-ink-500 hover:bg-ink-100" aria-label="Close contact options">
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <ul className="mt-3 space-y-1 text-sm">
        <li>
          <Link to="/contact" onClick={onClose} className="flex items-center gap-2 rounded-lg p-2 font-medium text-ink-800 hover:bg-ink-50">
            <MessagesSquare className="size-4 text-brand-700" aria-hidden /> Contact sales
          </Link>
        </li>
        <li>
          <DemoBookingLink className="flex items-center gap-2 rounded-lg p-2 font-medium text-ink-800 hover:bg-ink-50">
            <CalendarDays className="size-4 text-brand-700" aria-hidden /> Book a demo
          </DemoBookingLink>
        </li>
        <li>
          <a href={`mailto:${site.supportEmail}`} className="flex items-center gap-2 rounded-lg p-2 font-medium text-ink-800 hover:bg-ink-50">
            <Mail className="size-4 text-brand-700" aria-hidden /> {site.supportEmail}
          </a>
        </li>
      </ul>
    </div>
  );
}
