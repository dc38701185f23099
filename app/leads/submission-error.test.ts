import { describe, expect, it } from "vitest";
import {
  DEFAULT_SUPPORT_EMAIL,
  describeSubmissionFailure,
  fallbackMessage,
  isSafeUserMessage,
  PAGE_DATA_ISSUE_LINE,
  securityPolicyMessage,
  type LeadsApiErrorResponse,
} from "./submission-error";

const EMAIL = "help@example.com";
const response = (status: number, body: unknown) => ({ type: "response" as const, status, body });
const apiError = (error: LeadsApiErrorResponse["error"]): LeadsApiErrorResponse => ({ error });

describe("describeSubmissionFailure (spec §8)", () => {
  it("shows the security-policy text for a row-level security refusal", () => {
    const expected = `Form submission blocked by security policy. Please contact support at ${EMAIL}`;
    expect(
      describeSubmissionFailure(response(403, apiError({ kind: "security_policy", message: "x" })), EMAIL).description,
    ).toBe(expected);
    expect(
      describeSubmissionFailure(
        response(422, apiError({ kind: "insert", message: "new row violates row-level security policy" })),
        EMAIL,
      ).description,
    ).toBe(expected);
    // A hosted PostgREST/Supabase error body.
    expect(
      describeSubmissionFailure(
        response(401, {
          code: "42501",
          message: 'new row violates row-level security policy for table "prospects"',
          details: null,
          hint: null,
        }),
        EMAIL,
      ).description,
    ).toBe(expected);
  });

  it("shows another insert error's own message when it is safe user-facing text", () => {
    const toast = describeSubmissionFailure(
      response(
        422,
        apiError({
          kind: "insert",
          message: "Company must be 255 characters or fewer",
          issues: [{ path: "company", message: "Company must be 255 characters or fewer" }],
        }),
      ),
      EMAIL,
    );
    expect(toast).toEqual({
      title: "Submission failed",
      description: "Company must be 255 characters or fewer",
      issues: [{ path: "company", message: "Company must be 255 characters or fewer" }],
    });
  });

  it("never shows SQL or a stack trace: such messages become the fallback", () => {
    for (const message of [
      'new row for relation "prospects" violates check constraint "x"',
      'duplicate key value violates unique constraint "prospects_pkey"',
      "TypeError: Cannot read properties of undefined\n    at insert (/srv/app.js:1:1)",
      'syntax error at or near "select"',
    ]) {
      expect(
        describeSubmissionFailure(response(422, apiError({ kind: "insert", message })), EMAIL).description,
        message,
      ).toBe(`Please try again or contact us at ${EMAIL}`);
    }
  });

  it("maps a raw PostgREST constraint violation to the field's message", () => {
    const toast = describeSubmissionFailure(
      response(400, {
        code: "23514",
        message: 'new row for relation "prospects" violates check constraint "prospects_first_name_max_length"',
      }),
      EMAIL,
    );
    expect(toast.description).toBe("First name must be 100 characters or fewer");
    expect(toast.issues).toEqual([{ path: "first_name", message: "First name must be 100 characters or fewer" }]);
  });

  it("lists validation issues as field path and message pairs, one per line", () => {
    const issues = [
      { path: "first_name", message: "First name is required" },
      { path: "email", message: "Invalid email address" },
    ];
    const fromServer = describeSubmissionFailure(
      response(400, apiError({ kind: "validation", message: "Please check", issues })),
      EMAIL,
    );
    expect(fromServer.description).toBe("First name: First name is required\nWork email: Invalid email address");
    expect(fromServer.issues).toEqual(issues);
    expect(describeSubmissionFailure({ type: "validation", issues }, EMAIL).description).toBe(fromServer.description);
  });

  it("never shows internal paths: attribution and unknown fields read as one generic line", () => {
    const issues = [
      { path: "last_name", message: "Last name is required" },
      { path: "extra.viewed_pages.3.path", message: "Viewed page path must be 1,000 characters or fewer" },
      { path: "landing_page", message: "Landing page must be 1,000 characters or fewer" },
      { path: "surprise", message: "Unknown field" },
      { path: "message", message: "Message must be 2,000 characters or fewer" },
    ];
    const description = describeSubmissionFailure(
      response(400, apiError({ kind: "validation", message: "Please check", issues })),
      EMAIL,
    ).description;
    expect(description.split("\n")).toEqual([
      "Last name: Last name is required",
      PAGE_DATA_ISSUE_LINE,
      "Tell us about your business: Message must be 2,000 characters or fewer",
    ]);
    expect(description).not.toMatch(/extra|viewed_pages|landing_page|surprise|_/);
  });

  it("shows the server's safe text for rate limiting, size and JSON errors", () => {
    const message = "Too many submissions from your network. Please wait 10 seconds and try again.";
    expect(
      describeSubmissionFailure(
        response(429, apiError({ kind: "rate_limited", message, retryAfterSeconds: 10 })),
        EMAIL,
      ).description,
    ).toBe(message);
  });

  it("falls back for network failures, server errors, unknown kinds and unreadable bodies", () => {
    const fallback = `Please try again or contact us at ${EMAIL}`;
    expect(
      describeSubmissionFailure({ type: "network", error: new TypeError("Failed to fetch") }, EMAIL).description,
    ).toBe(fallback);
    expect(
      describeSubmissionFailure(response(500, apiError({ kind: "server_error", message: "anything" })), EMAIL)
        .description,
    ).toBe(fallback);
    expect(describeSubmissionFailure(response(500, "<html>Bad gateway</html>"), EMAIL).description).toBe(fallback);
    expect(describeSubmissionFailure(response(502, null), EMAIL).description).toBe(fallback);
    expect(
      describeSubmissionFailure(response(400, { error: { kind: "teapot", message: "hi" } }), EMAIL).description,
    ).toBe(fallback);
    expect(
      describeSubmissionFailure(response(400, { error: { kind: "validation", issues: [] } }), EMAIL).description,
    ).toBe(fallback);
  });

  it("defaults the support address", () => {
    expect(describeSubmissionFailure({ type: "network" }).description).toBe(
      `Please try again or contact us at ${DEFAULT_SUPPORT_EMAIL}`,
    );
    expect(securityPolicyMessage()).toContain(DEFAULT_SUPPORT_EMAIL);
    expect(fallbackMessage("a@b.c")).toBe("Please try again or contact us at a@b.c");
  });
});

describe("isSafeUserMessage", () => {
  it("accepts plain sentences and refuses internals", () => {
    expect(isSafeUserMessage("Last name must be 100 characters or fewer")).toBe(true);
    expect(isSafeUserMessage("")).toBe(false);
    expect(isSafeUserMessage("x".repeat(301))).toBe(false);
    expect(isSafeUserMessage("permission denied for relation prospects")).toBe(false);
    expect(isSafeUserMessage({ message: "x" })).toBe(false);
  });
});
