// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { gettingStartedItems } from "~/routes/navigation";
import { readSiteConfig } from "~/settings/config";
import { GuideVideo } from "./guide-video";

const steps = [
  { title: "Authorize Seller Central", body: "Choose Connect Amazon and pick your region." },
  { title: "Connect Amazon Ads", body: "Sign in with Login with Amazon." },
];

afterEach(cleanup);

describe("getting-started video guide", () => {
  it("loads nothing from the video host until the visitor presses play", () => {
    const { container } = render(<GuideVideo url="https://www.youtube-nocookie.com/embed/abc123" steps={steps} />);
    expect(container.querySelector("iframe, video")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Play the video guide/ }));
    expect(container.querySelector("iframe")?.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/abc123",
    );
  });

  it("plays an .mp4 in a <video> element", () => {
    const { container } = render(<GuideVideo url="https://cdn.example.com/guide.mp4" steps={steps} />);
    fireEvent.click(screen.getByRole("button", { name: /Play the video guide/ }));
    expect(container.querySelector("video")?.getAttribute("src")).toBe("https://cdn.example.com/guide.mp4");
  });

  it("has a transcript of every step, in order", () => {
    render(<GuideVideo url="https://cdn.example.com/guide.mp4" steps={steps} />);
    const items = screen.getAllByRole("listitem", { hidden: true }).map((item) => item.textContent);
    expect(items).toEqual([
      "Authorize Seller Central. Choose Connect Amazon and pick your region.",
      "Connect Amazon Ads. Sign in with Login with Amazon.",
    ]);
  });

  it("the navigation promises a video only when GUIDE_VIDEO_URL is set", () => {
    expect(readSiteConfig({}).guideVideoUrl).toBeNull();
    expect(readSiteConfig({ GUIDE_VIDEO_URL: "" }).guideVideoUrl).toBeNull();
    expect(readSiteConfig({ GUIDE_VIDEO_URL: "https://cdn.example.com/guide.mp4" }).guideVideoUrl).toBe(
      "https://cdn.example.com/guide.mp4",
    );
    expect(gettingStartedItems(false)[0]?.description).not.toMatch(/video/i);
    expect(gettingStartedItems(true)[0]?.description).toMatch(/video guide/);
  });
});
