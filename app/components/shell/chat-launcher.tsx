import { CalendarDays, Mail, MessageCircle, MessagesSquare, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { trackEvent } from "~/analytics/events";
import { useSiteConfig } from "~/site/use-site-config";

declare global {
  interface Window {
    $crisp?: unknown[];
    CRISP_WEBSITE_ID?: string;
  }
}

/**
 * A light chat launcher (facade): nothing heavy loads until the visitor opens it. With a chat provider
 * configured, opening loads that provider's widget; with none, it opens a small panel with our contact routes.
 * Sits below the cookie banner and the mobile drawer in the stacking order, so it never covers them.
 */
export function ChatLauncher() {
  const site = useSiteConfig();
  const [open, setOpen] = useState(false);

  const launch = () => {
    if (site.chat.provider === "crisp" && site.chat.id) {
      if (!window.$crisp) {
        window.$crisp = [["do", "chat:open"]];
        window.CRISP_WEBSITE_ID = site.chat.id;
        const script = document.createElement("script");
        script.src = "https://client.crisp.chat/l.js";
        script.async = true;
        document.head.appendChild(script);
      } else {
        window.$crisp.push(["do", "chat:open"]);
      }
      return;
    }
    setOpen((value) => !value);
  };

  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3" data-testid="chat-launcher">
      {open && (
        <div role="dialog" aria-label="Contact options" className="w-72 rounded-2xl border border-ink-200 bg-white p-4 shadow-2xl shadow-ink-900/15">
          <div className="flex items-start justify-between gap-2">
            <div>
              <p className="text-sm font-semibold text-ink-900">How can we help?</p>
              <p className="mt-0.5 text-xs text-ink-500">We reply within one business day.</p>
            </div>
            <button type="button" onClick={() => setOpen(false)} className="rounded-md p-1 text-ink-500 hover:bg-ink-100" aria-label="Close contact options">
              <X className="size-4" aria-hidden />
            </button>
          </div>
          <ul className="mt-3 space-y-1 text-sm">
            <li>
              <Link to="/contact" onClick={() => setOpen(false)} className="flex items-center gap-2 rounded-lg p-2 font-medium text-ink-800 hover:bg-ink-50">
                <MessagesSquare className="size-4 text-brand-700" aria-hidden /> Contact sales
              </Link>
            </li>
            <li>
              <a
                href={site.schedulingUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => trackEvent("demo_booking_click", { path: window.location.pathname })}
                className="flex items-center gap-2 rounded-lg p-2 font-medium text-ink-800 hover:bg-ink-50"
              >
                <CalendarDays className="size-4 text-brand-700" aria-hidden /> Book a demo
              </a>
            </li>
            <li>
              <a href={`mailto:${site.supportEmail}`} className="flex items-center gap-2 rounded-lg p-2 font-medium text-ink-800 hover:bg-ink-50">
                <Mail className="size-4 text-brand-700" aria-hidden /> {site.supportEmail}
              </a>
            </li>
          </ul>
        </div>
      )}
      <button
        type="button"
        onClick={launch}
        aria-expanded={open}
        aria-label={open ? "Close chat" : "Chat with us"}
        className="flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg shadow-brand-900/30 hover:bg-brand-800"
      >
        {open ? <X className="size-6" aria-hidden /> : <MessageCircle className="size-6" aria-hidden />}
      </button>
    </div>
  );
}
