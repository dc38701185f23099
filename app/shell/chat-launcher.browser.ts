declare global {
  interface Window {
    $crisp?: unknown[];
    CRISP_WEBSITE_ID?: string;
  }
}

/**
 * The chat launcher (markup: shell/chat-launcher.tsx): its buttons, the header's below 1,280 px and the floating one
 * from there, open the same chat. With Crisp configured, the first press loads Crisp's widget and opens it; later
 * presses open it again. Without a provider they toggle the contact panel, which the close button, one of its links or
 * Escape closes.
 */
export function startChatLauncher(doc: Document = document): void {
  const launcher = doc.querySelector<HTMLElement>('[data-testid="chat-launcher"]');
  const toggles = [...doc.querySelectorAll<HTMLButtonElement>("[data-chat-toggle]")];
  const panel = doc.getElementById("chat-panel");
  if (!launcher || toggles.length === 0 || !panel) return;
  const win = doc.defaultView ?? window;
  let pressed = toggles[0]!;

  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    for (const toggle of toggles) {
      toggle.setAttribute("aria-expanded", String(open));
      toggle.setAttribute("aria-label", open ? "Hide contact options" : "Contact us");
    }
  };
  const onPress = (toggle: HTMLButtonElement) => {
    pressed = toggle;
    const crispId = launcher.dataset.chatProvider === "crisp" ? launcher.dataset.chatId : undefined;
    if (!crispId) return setOpen(panel.hidden);
    if (win.$crisp) return void win.$crisp.push(["do", "chat:open"]);
    win.$crisp = [["do", "chat:open"]];
    win.CRISP_WEBSITE_ID = crispId;
    const script = doc.createElement("script");
    script.src = "https://client.crisp.chat/l.js";
    script.async = true;
    doc.head.appendChild(script);
  };
  for (const toggle of toggles) toggle.addEventListener("click", () => onPress(toggle));
  panel.querySelector("[data-chat-close]")?.addEventListener("click", () => setOpen(false));
  // The panel is a dialog: Escape closes it, from the panel or a button, and the focus goes back to the button pressed.
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || panel.hidden) return;
    const target = event.target;
    if (
      !(target instanceof Node) ||
      !(panel.contains(target) || toggles.some((toggle) => toggle.contains(target)) || target === doc.body)
    )
      return;
    setOpen(false);
    pressed.focus();
  });
  panel.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  });
}
