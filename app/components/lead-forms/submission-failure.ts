import { notify } from "~/components/ui/toaster";
import { failureToast } from "~/leads/client";
import type { FieldIssue } from "~/lib/validation";
import { site } from "~/settings/site";

/**
 * THE failure policy of every lead form (contact popup, /signup, newsletter, tools gate, feature waitlists):
 * - what the form's own check finds before sending stays beside the fields (nothing is sent, no toast);
 * - a submission the server refused or the network lost shows the destructive "Submission failed" toast (spec §8)
 *   saying why, and the messages the server gave for the form's fields beside those fields.
 * Shows the toast and returns the field messages for the form to place; every value typed stays in the form.
 */
export function reportSubmissionFailure(error: unknown): FieldIssue[] {
  const failure = failureToast(error, site.supportEmail);
  void notify("error", failure.title, failure.description);
  return failure.issues;
}
