import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

const control =
  "block w-full rounded-lg border border-ink-300 bg-white px-3 py-2.5 text-base text-ink-900 shadow-sm placeholder:text-ink-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none aria-[invalid=true]:border-red-600 sm:text-sm";

/**
 * A text input unless told otherwise: the type is always written, since autocomplete tokens such as given-name are
 * valid only on a control declared as text (HTML_CodeSniffer H98 reads the attribute, not the default).
 */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(control, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(control, "min-h-24", className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(control, "pr-8", className)} {...props} />;
}

/** A labelled form field whose error is tied to the control (aria-describedby) and announced (role=alert). */
export function Field({
  id,
  label,
  hint,
  error,
  optional,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label} {optional && <span className="font-normal text-ink-500">(optional)</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
