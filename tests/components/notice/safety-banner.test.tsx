import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SafetyBanner } from "@/components/notice/safety-banner";
import { HIDE_DISMISSED_NOTICE } from "@/lib/security/inline-scripts";
import { NOTICE } from "@/lib/notice/settings";
import { notice as en } from "@/lib/content/en/notice";
import { contentIn } from "@/tests/support/locales";

const zh = contentIn("zh").notice;

const runHeadScript = () => new Function(HIDE_DISMISSED_NOTICE)();

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(NOTICE.dismissedAttribute);
});

describe("<SafetyBanner>", () => {
  it("is a labelled region with 911, the official links and a way to hide it, in the page's language", () => {
    render(<SafetyBanner notice={zh} />);
    const region = screen.getByRole("region", { name: zh.title });
    expect(region.id).toBe(NOTICE.elementId);
    expect(screen.getByRole("link", { name: "ready.lacounty.gov" })).toHaveAttribute("href", "https://ready.lacounty.gov/");
    expect(screen.getByRole("button", { name: zh.dismiss })).toBeVisible();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("once dismissed, marks the page and remembers it on this device", () => {
    render(
      <>
        <main id="main" tabIndex={-1} />
        <SafetyBanner notice={en} />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: en.dismiss }));
    expect(localStorage.getItem(NOTICE.storageKey)).toBe("1");
    expect(document.documentElement.hasAttribute(NOTICE.dismissedAttribute)).toBe(true);
    expect(document.getElementById("main")).toHaveFocus();
  });

  it("is hidden before the first paint of the next page only when it was dismissed", () => {
    runHeadScript();
    expect(document.documentElement.hasAttribute(NOTICE.dismissedAttribute)).toBe(false);
    localStorage.setItem(NOTICE.storageKey, "1");
    runHeadScript();
    expect(document.documentElement.hasAttribute(NOTICE.dismissedAttribute)).toBe(true);
  });
});
