import {
  BadgeDollarSign,
  Boxes,
  CircleDollarSign,
  Megaphone,
  Receipt,
  Search,
  ShieldCheck,
  TrendingUp,
  Users,
  type LucideIcon,
} from "lucide-react";
import { cn } from "~/lib/cn";

const iconByCategory: Record<string, LucideIcon> = {
  "sales-and-traffic": TrendingUp,
  "profit-and-margin": CircleDollarSign,
  "amazon-fees": Receipt,
  advertising: Megaphone,
  "search-query-performance": Search,
  inventory: Boxes,
  "account-health": ShieldCheck,
  "customers-and-market": Users,
};

/** A decorative icon for a KPI category, in a soft brand-coloured tile. */
export function CategoryIcon({
  category,
  className,
  size = "md",
}: {
  category: string;
  className?: string;
  size?: "sm" | "md";
}) {
  const Icon = iconByCategory[category] ?? BadgeDollarSign;
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100",
        size === "sm" ? "size-8" : "size-10",
        className,
      )}
      aria-hidden
    >
      <Icon className={size === "sm" ? "size-4" : "size-5"} />
    </span>
  );
}
