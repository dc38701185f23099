import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A small pill: "Estimate", "Holiday peak", size tier. */
export function Pill({
  children,
  tone = "neutral",
  className,
}: {
  children: ReactNode;
  tone?: "neutral" | "estimate" | "peak" | "calm" | "good" | "bad";
  className?: string;
}) {
  const tones = {
    neutral: "bg-ink-100 text-ink-700",
    estimate: "bg-amber-100 text-amber-900",
    peak: "bg-orange-100 text-orange-900",
    calm: "bg-sky-100 text-sky-900",
    good: "bg-brand-100 text-brand-800",
    bad: "bg-red-100 text-red-800",
  } as const;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] leading-4 font-semibold whitespace-nowrap",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
