// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { readTypedControls, typedFields } from "./typed-before-hydration";

function island(): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = `
    <form>
      <input name="fba-length" value="10">
      <input name="fba-width" value="6">
      <input name="email" type="email" value="">
      <textarea name="message">Hello</textarea>
      <select name="fba-category"><option value="home" selected>Home</option><option value="beauty">Beauty</option></select>
      <input type="radio" name="fba-units" value="in" checked><input type="radio" name="fba-units" value="cm">
      <input type="checkbox" name="fba-sipp" value="1">
      <input type="checkbox" name="consent" value="yes" checked>
      <input type="hidden" name="token" value="a">
      <input name="unnamed-not" value="x"><input value="no name">
    </form>`;
  return root;
}

const input = (root: HTMLElement, selector: string) => root.querySelector<HTMLInputElement>(selector)!;

describe("readTypedControls", () => {
  it("reports nothing when no control changed from its HTML value", () => {
    expect(readTypedControls(island())).toEqual({});
    expect(readTypedControls(null)).toEqual({});
  });

  it("reports each changed control by name: text, textarea, select, radio and checkboxes", () => {
    const root = island();
    input(root, "[name=fba-length]").value = "12.5";
    input(root, "[name=email]").value = "ana@example.com";
    root.querySelector("textarea")!.value = "Hello there";
    root.querySelector("select")!.value = "beauty";
    input(root, "[name=fba-units][value=cm]").checked = true;
    input(root, "[name=fba-sipp]").checked = true;
    input(root, "[name=consent]").checked = false;
    input(root, "[name=token]").value = "changed by a script";
    const nameless = root.querySelector<HTMLInputElement>("input:not([name])")!;
    nameless.value = "typed";
    expect(readTypedControls(root)).toEqual({
      "fba-length": "12.5",
      email: "ana@example.com",
      message: "Hello there",
      "fba-category": "beauty",
      "fba-units": "cm",
      "fba-sipp": "1",
      consent: "",
    });
  });

  it("ignores a field typed back to its HTML value", () => {
    const root = island();
    input(root, "[name=fba-width]").value = "6";
    expect(readTypedControls(root)).toEqual({});
  });
});

describe("typedFields", () => {
  it("maps names to fields and leaves unknown names out", () => {
    const fields = typedFields({ "fba-length": "12", "fba-units": "cm", email: "a@b.c" }, (name) =>
      name.startsWith("fba-") ? name.slice(4) : null,
    );
    expect(fields).toEqual({ length: "12", units: "cm" });
  });
});
