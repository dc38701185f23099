import { cn } from "~/lib/cn";

function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn("size-8", className)}>
      <rect width="32" height="32" rx="8" className="fill-brand-700" />
      <path
        d="M7 22.5 13 15l4.5 4.5L25 10"
        fill="none"
        stroke="white"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="25" cy="10" r="2.2" fill="#a7f3d0" />
    </svg>
  );
}

export function Logo({ brandName }: { brandName: string }) {
  return (
    <a
      href="/"
      className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-ink-900"
      aria-label={`${brandName} home`}
    >
      <LogoMark />
      <span>{brandName}</span>
    </a>
  );
}
