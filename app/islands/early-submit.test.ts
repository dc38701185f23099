// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import { startEarlySubmitGuard, takePendingSubmit } from "./early-submit";

const submit = (form: HTMLFormElement) => {
  const event = new Event("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

beforeAll(() => startEarlySubmitGuard(document));

describe("forms submitted before their island hydrated", () => {
  it("are held back and marked for the island's code, which sends them once", () => {
    document.body.innerHTML =
      '<astro-island ssr client="visible"><form><input name="email" value="a@b.co"></form></astro-island>';
    const form = document.querySelector("form")!;
    expect(submit(form).defaultPrevented).toBe(true);
    expect(takePendingSubmit(form)).toBe(true);
    expect(takePendingSubmit(form)).toBe(false);
  });

  it("submit as usual once hydrated, and outside islands", () => {
    document.body.innerHTML =
      '<astro-island client="visible"><form id="live"></form></astro-island><form id="plain" role="search"></form>';
    for (const id of ["live", "plain"]) {
      const form = document.getElementById(id) as HTMLFormElement;
      expect(submit(form).defaultPrevented).toBe(false);
      expect(takePendingSubmit(form)).toBe(false);
    }
  });
});
