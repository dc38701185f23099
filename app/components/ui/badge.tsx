import { cn } from "~/lib/cn";

const tones: Record<string, string> = {
  Free: "bg-brand-100 text-brand-800",
  Soon: "bg-amber-100 text-amber-800",
  "Custom Pricing": "bg-indigo-100 text-indigo-800",
  Tutorial: "bg-sky-100 text-sky-800",
};

export function Badge({ label, className }: { label: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-semibold leading-4",
        tones[label] ?? "bg-ink-100 text-ink-700",
        className,
      )}
    >
      {label}
    </span>
  );
}
