import type { ClientDirective } from "astro";

const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/**
 * `client:interaction`: hydrates an island when the visitor first reaches for it (points at, touches or focuses
 * something inside it), or at once when the page's address carries a query string (state for the island to restore).
 * Until then its prerendered HTML works as plain HTML. Registered in astro.config.ts.
 */
const interactionDirective: ClientDirective = (load, _options, element) => {
  const hydrate = async () => {
    for (const name of INTENT_EVENTS) element.removeEventListener(name, hydrate, true);
    await (
      await load()
    )();
  };
  if (location.search) return void hydrate();
  for (const name of INTENT_EVENTS) element.addEventListener(name, hydrate, { capture: true, passive: true });
};

export default interactionDirective;
