import { ExternalLink } from "lucide-react";
import { navIcons } from "~/components/nav-icons";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { navBadges, type NavItem } from "~/routes/navigation";

/** A navigation entry with icon, badges and description; external items open in a new tab. */
export function NavLinkItem({ item, compact, className }: { item: NavItem; compact?: boolean; className?: string }) {
  const Icon = item.icon ? navIcons[item.icon] : null;
  const external = item.external ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return (
    <a
      href={item.href}
      {...external}
      className={cn("flex items-start gap-3 rounded-lg p-2.5 hover:bg-ink-50", className)}
    >
      {Icon && !compact && (
        <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Icon className="size-4" aria-hidden />
        </span>
      )}
      <span className="min-w-0">
        <span className="flex flex-wrap items-center gap-1.5 text-sm font-semibold text-ink-900">
          {item.name}
          {item.external && <ExternalLink className="size-3.5 text-ink-400" aria-label="(opens in a new tab)" />}
          {navBadges(item).map((label) => (
            <Badge key={label} label={label} />
          ))}
        </span>
        {!compact && item.description && (
          <span className="mt-0.5 block text-[13px] leading-snug text-ink-500">{item.description}</span>
        )}
      </span>
    </a>
  );
}
