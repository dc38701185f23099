import { CalendarDays, Mail, MessageCircle, MessagesSquare, X } from "lucide-react";
import { LIBRARY_PATH } from "~/kpi-library/paths";
import { cn } from "~/lib/cn";
import { SUPPORT_REPLY_TIME } from "~/product/capabilities";
import { site } from "~/settings/site";
import { DemoBookingLink } from "./demo-booking-link";

/** The chat widget is hidden on the Amazon metrics library page (spec §1). */
export const isChatShown = (pathname: string) => pathname !== LIBRARY_PATH;

/**
 * A light chat launcher (facade): nothing loads until the visitor opens it (app/shell/chat-launcher.browser.ts). With a chat
 * provider configured, opening loads that provider's widget; with none, it shows this panel of contact routes, which
 * is in the page's HTML, hidden. Its button never covers the page (issue 47: floating over a phone's bottom corner it
 * sat on text on 4 of 6 screens): below 1,280 px, where the header has room, it is the header's ChatToggle, beside
 * the menu; from 1,280 px, where the header is full, it is a tab at the window's right edge, in the page's margin,
 * which holds no text (the content's container and its 32 px padding leave 32 px at 1,280 px, 112 px at 1,440 px).
 */
export function ChatLauncher() {
  return (
    <div
      className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 xl:right-0"
      data-testid="chat-launcher"
      data-chat-provider={site.chat.provider}
      data-chat-id={site.chat.id ?? undefined}
    >
      <div
        id="chat-panel"
        hidden
        role="dialog"
        aria-label="Contact options"
        className="w-72 rounded-2xl border border-ink-200 bg-white p-4 shadow-2xl shadow-ink-900/15 xl:mr-4"
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
      <ChatToggle className="hidden h-11 w-7 rounded-l-lg bg-brand-700 text-white shadow-lg hover:bg-brand-800 xl:flex" />
    </div>
  );
}

/**
 * The toggle's name: a chat only when a chat provider is configured; without one it opens the contact options, and
 * says so (a reader found "Chat with us" on a button that opens no chat). chat-launcher.browser.ts names it when open.
 */
export const chatToggleLabel = site.chat.provider === "crisp" && site.chat.id ? "Chat with us" : "Contact us";

/** A button that opens and closes the chat; the header's, below 1,280 px, is an icon beside the menu. */
export function ChatToggle({ className }: { className: string }) {
  return (
    <button
      type="button"
      data-chat-toggle
      aria-expanded={false}
      aria-controls="chat-panel"
      aria-label={chatToggleLabel}
      className={cn("group items-center justify-center", className)}
    >
      <MessageCircle className="size-5 group-aria-expanded:hidden" aria-hidden />
      <X className="hidden size-5 group-aria-expanded:block" aria-hidden />
    </button>
  );
}
