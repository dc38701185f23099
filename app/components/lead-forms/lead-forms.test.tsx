// @vitest-environment jsdom
// jest-dom's matchers (toHaveTextContent) for this file only: loading them costs every test file 0.18 CPU-seconds.
import "@testing-library/jest-dom/vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notify } from "~/components/ui/toaster";
import { LEADS_API_PATHS } from "~/leads/endpoints";
import { HONEYPOT_FIELD } from "~/leads/honeypot";
import ContactPopup from "./contact-popup";
import { NewsletterForm } from "./newsletter-form";
import { SignupForm } from "./signup-form";
import { UnlockForm } from "./tools-unlock-form";
import { WaitlistForm } from "./waitlist-form";

vi.mock("~/components/ui/toaster", () => ({ notify: vi.fn(async () => undefined) }));

/** Each lead form, how to fill in its visible fields, its submit button and the endpoint it posts to. */
const forms: { name: string; element: ReactElement; fill: () => void; submit: string; endpoint: string }[] = [
  {
    name: "contact popup",
    element: <ContactPopup open onOpenChange={() => undefined} />,
    fill: () => {
      typeInto(screen.getByLabelText("First name"), "Jane");
      typeInto(screen.getByLabelText("Last name"), "Doe");
      typeInto(screen.getByLabelText("Work email"), "jane@brand.com");
    },
    submit: "Start Free Trial",
    endpoint: LEADS_API_PATHS.prospects,
  },
  {
    name: "/signup",
    element: <SignupForm />,
    fill: () => {
      typeInto(screen.getByLabelText("First name"), "Sam");
      typeInto(screen.getByLabelText("Last name"), "Seller");
      typeInto(screen.getByLabelText("Work email"), "sam@seller.io");
    },
    submit: "Continue",
    endpoint: LEADS_API_PATHS.signup,
  },
  {
    name: "newsletter (footer and popup card)",
    element: <NewsletterForm source="footer" />,
    fill: () => typeInto(screen.getByLabelText("Email address"), "reader@brand.com"),
    submit: "Subscribe",
    endpoint: LEADS_API_PATHS.emailSignups,
  },
  {
    name: "tools gate",
    element: <UnlockForm variant="hub" gatedToolNames={["Bulk FBA calculator", "FBA fee audit"]} />,
    fill: () => typeInto(screen.getByLabelText("Email"), "tools@brand.com"),
    submit: "Unlock free tools",
    endpoint: LEADS_API_PATHS.emailSignups,
  },
  {
    name: "feature waitlist",
    element: <WaitlistForm feature="custom-analytics" featureName="Custom analytics" />,
    fill: () => typeInto(screen.getByLabelText("Work email"), "early@brand.com"),
    submit: "Join the waitlist",
    endpoint: LEADS_API_PATHS.emailSignups,
  },
];

function typeInto(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

const stored = { ok: true, status: 201, text: async () => '{"ok":true}' };
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => stored);

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => stored);
  vi.mocked(notify).mockClear();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function submittedBody(form: (typeof forms)[number], honeypot: string): Promise<Record<string, unknown>> {
  render(form.element);
  form.fill();
  const field = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
  expect(field, "the form has the honeypot field").not.toBeNull();
  expect(field!.tabIndex).toBe(-1);
  typeInto(field!, honeypot);
  fireEvent.click(screen.getByRole("button", { name: form.submit }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe(form.endpoint);
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

describe.each(forms)("the $name honeypot", (form) => {
  it("is posted when a bot fills it in, so the server drops the submission", async () => {
    const body = await submittedBody(form, "https://spam.example");
    expect(body[HONEYPOT_FIELD]).toBe("https://spam.example");
  });

  it("is left out of the body when empty, as people leave it", async () => {
    const body = await submittedBody(form, "");
    expect(body).not.toHaveProperty(HONEYPOT_FIELD);
    expect(body).toHaveProperty("conversion_page", "/");
  });
});

/** An answer of the leads API refusing the submission, as JSON. */
function refusal(status: number, error: Record<string, unknown>) {
  return { ok: false, status, text: async () => JSON.stringify({ error }) };
}

describe.each(forms)("the $name failure policy", (form) => {
  async function submitAgainst(answer: ReturnType<typeof refusal>) {
    fetchMock.mockImplementation(async () => answer);
    render(form.element);
    form.fill();
    fireEvent.click(screen.getByRole("button", { name: form.submit }));
    await waitFor(() => expect(notify).toHaveBeenCalled());
  }

  it("shows the destructive toast and puts the server's message for a field beside it", async () => {
    await submitAgainst(
      refusal(400, {
        kind: "validation",
        message: "Please check the highlighted fields and try again.",
        issues: [{ path: "email", message: "Use your work email address" }],
      }),
    );
    expect(notify).toHaveBeenCalledWith(
      "error",
      "Submission failed",
      expect.stringContaining("Use your work email address"),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Use your work email address");
  });

  it("shows only the toast when the failure concerns no field", async () => {
    await submitAgainst(
      refusal(403, { kind: "security_policy", message: "new row violates row-level security policy" }),
    );
    expect(notify).toHaveBeenCalledWith(
      "error",
      "Submission failed",
      expect.stringContaining("Form submission blocked by security policy"),
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
