import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";

/**
 * A button that opens the contact popup: plain HTML anywhere on a page. The shell's action handler asks the overlays
 * island for the popup (app/islands/overlay-requests.ts); the island owns its open state, as the spec's parent does.
 */
export function ContactPopupButton({
  children,
  variant = "secondary",
  size = "lg",
  className,
}: {
  children: ReactNode;
  variant?: "primary" | "secondary" | "dark";
  size?: "md" | "lg";
  className?: string;
}) {
  return (
    <button type="button" data-action="open-contact" className={buttonClasses(variant, size, className)}>
      {children}
    </button>
  );
}
