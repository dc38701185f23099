import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "bg-white text-ink-900 ring-1 ring-inset ring-ink-200 shadow-sm hover:bg-ink-50",
  dark: "bg-ink-900 text-white shadow-sm hover:bg-ink-800",
  ghost: "text-ink-700 hover:bg-ink-100 hover:text-ink-900",
  link: "text-brand-700 underline-offset-4 hover:underline px-0",
} as const;

// A minimum height, not a fixed one: a label longer than a narrow screen wraps onto a second line.
const sizes = {
  sm: "min-h-9 px-3 py-1.5 text-sm",
  md: "min-h-10 px-4 py-2 text-sm",
  lg: "min-h-12 px-6 py-2.5 text-base",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (e.g. a Link) with button styles. */
  asChild?: boolean;
};

export function buttonClasses(
  variant: keyof typeof variants = "primary",
  size: keyof typeof sizes = "md",
  className?: string,
) {
  return cn(
    // shrink-0 keeps a button from being squeezed in a row (as nowrap used to); max-w-full lets its label
    // wrap instead of pushing past a narrow screen (WCAG reflow).
    "inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60",
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return (
    <Component
      className={buttonClasses(variant, size, className)}
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    />
  );
}
