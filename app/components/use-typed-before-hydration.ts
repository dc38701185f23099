import { useCallback, useState } from "react";
import { readTypedControls, type TypedControls } from "~/islands/typed-before-hydration";

/**
 * The one way an island keeps what the visitor typed or chose before it hydrated (~/islands/typed-before-hydration.ts).
 * Returns a function for the island's first layout effect: the controls under the element with id `rootId` that
 * differ from their HTML values, by name. They are read during the hydration render, before a form library
 * registers its fields (and resets them), and again in the effect, before React writes its own values into
 * controlled fields, so keys pressed while the island hydrated count too. Empty on the server.
 */
export function useTypedBeforeHydration(rootId: string | undefined): () => TypedControls {
  const [duringRender] = useState(() =>
    typeof document === "undefined" || !rootId ? {} : readTypedControls(document.getElementById(rootId)),
  );
  return useCallback(
    () => (rootId ? { ...duringRender, ...readTypedControls(document.getElementById(rootId)) } : duringRender),
    [duringRender, rootId],
  );
}
