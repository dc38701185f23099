import type { Ref } from "react";
import { HONEYPOT_FIELD } from "~/leads/honeypot";

/**
 * The honeypot of every lead form: invisible to people, filled in by bots; the server drops such submissions
 * silently. Off-screen rather than hidden, because some bots skip inputs that are display:none or type=hidden.
 */
export function HoneypotField({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input ref={ref} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
