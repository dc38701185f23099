import { lazy, Suspense, useState, type ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";

// The popup (form library + validation) loads on first use, keeping it out of every page's initial JavaScript.
const ContactPopup = lazy(() => import("./contact-popup"));
const preload = () => void import("./contact-popup");

/** A button that opens the contact popup; the parent (this button) owns the open state, as the spec says. */
export function ContactPopupButton({ children, variant = "secondary", size = "lg", className }: { children: ReactNode; variant?: "primary" | "secondary" | "dark"; size?: "md" | "lg"; className?: string }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClasses(variant, size, className)}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <ContactPopup open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
