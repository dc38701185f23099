import { CalendarDays, Mail, MessageCircle, MessagesSquare, X } from "lucide-react";
import { SUPPORT_REPLY_TIME } from "~/product/capabilities";
import { site } from "~/settings/site";
import { DemoBookingLink } from "./demo-booking-link";

/**
 * A light chat launcher (facade): nothing loads until the visitor opens it (app/shell/chat-launcher.browser.ts). With a chat
 * provider configured, opening loads that provider's widget; with none, it shows this panel of contact routes, which
 * is in the page's HTML, hidden. Sits below the cookie banner and the mobile drawer in the stacking order.
 */
export function ChatLauncher() {
  return (
    <div
      className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3"
      data-testid="chat-launcher"
      data-chat-provider={site.chat.provider}
      data-chat-id={site.chat.id ?? undefined}
    >
      <div
        id="chat-panel"
        hidden
        role="dialog"
        aria-label="Contact options"
        className="w-72 rounded-2xl border border-ink-200 bg-white p-4 shadow-2xl shadow-ink-900/15"
      >
        <div className="flex items-start justify-between gap-2">
          <div>
            <p className="text-sm font-semibold text-ink-900">How can we help?</p>
            <p className="mt-0.5 text-xs text-ink-500">We reply {SUPPORT_REPLY_TIME}.</p>
          </div>
          <button
            type="button"
            data-chat-close
            className="rounded-md p-1 text-ink-500 hover:bg-ink-100"
            aria-label="Close contact options"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
        <ul className="mt-3 space-y-1 text-sm">
          <li>
            <a
              href="/contact"
              className="flex items-center gap-2 rounded-lg p-2 font-medium text-ink-800 hover:bg-ink-50"
            >
              <MessagesSquare className="size-4 text-brand-700" aria-hidden /> Contact sales
            </a>
          </li>
          <li>
            <DemoBookingLink className="flex items-center gap-2 rounded-lg p-2 font-medium text-ink-800 hover:bg-ink-50">
              <CalendarDays className="size-4 text-brand-700" aria-hidden /> Book a demo
            </DemoBookingLink>
          </li>
          <li>
            <a
              href={`mailto:${site.supportEmail}`}
              className="flex items-center gap-2 rounded-lg p-2 font-medium text-ink-800 hover:bg-ink-50"
            >
              <Mail className="size-4 text-brand-700" aria-hidden /> {site.supportEmail}
            </a>
          </li>
        </ul>
      </div>
      <button
        type="button"
        data-chat-toggle
        aria-expanded={false}
        aria-controls="chat-panel"
        aria-label="Chat with us"
        className="group flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg shadow-brand-900/30 hover:bg-brand-800"
      >
        <MessageCircle className="size-6 group-aria-expanded:hidden" aria-hidden />
        <X className="hidden size-6 group-aria-expanded:block" aria-hidden />
      </button>
    </div>
  );
}
