declare global {
  interface Window {
    $crisp?: unknown[];
    CRISP_WEBSITE_ID?: string;
  }
}

/**
 * The chat launcher (markup: shell/chat-launcher.tsx). With Crisp configured, the first press loads
 * Crisp's widget and opens it; later presses open it again. Without a provider it toggles the contact panel, which
 * the close button, one of its links or Escape closes.
 */
export function startChatLauncher(doc: Document = document): void {
  const launcher = doc.querySelector<HTMLElement>('[data-testid="chat-launcher"]');
  const toggle = launcher?.querySelector<HTMLButtonElement>("[data-chat-toggle]");
  const panel = doc.getElementById("chat-panel");
  if (!launcher || !toggle || !panel) return;
  const win = doc.defaultView ?? window;

  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", open ? "Close chat" : "Chat with us");
  };
  toggle.addEventListener("click", () => {
    const crispId = launcher.dataset.chatProvider === "crisp" ? launcher.dataset.chatId : undefined;
    if (!crispId) return setOpen(panel.hidden);
    if (win.$crisp) return void win.$crisp.push(["do", "chat:open"]);
    win.$crisp = [["do", "chat:open"]];
    win.CRISP_WEBSITE_ID = crispId;
    const script = doc.createElement("script");
    script.src = "https://client.crisp.chat/l.js";
    script.async = true;
    doc.head.appendChild(script);
  });
  panel.querySelector("[data-chat-close]")?.addEventListener("click", () => setOpen(false));
  // The panel is a dialog: Escape closes it, from the panel or the button, and the focus goes back to the button.
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || panel.hidden) return;
    if (
      !(event.target instanceof Node) ||
      !(panel.contains(event.target) || toggle.contains(event.target) || event.target === doc.body)
    )
      return;
    setOpen(false);
    toggle.focus();
  });
  panel.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  });
}
