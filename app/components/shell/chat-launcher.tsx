import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useSiteConfig } from "~/site/use-site-config";

// The contact panel loads when the visitor opens it.
const ChatPanel = lazy(() => import("./chat-panel"));

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
        <Suspense fallback={null}>
          <ChatPanel onClose={() => setOpen(false)} />
        </Suspense>
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
