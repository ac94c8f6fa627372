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

  it("ends with 'Text us' only when the site answers texts", () => {
    const line = "No smartphone? Text SHELTER 91101 to (213) 555-0100 for the nearest open places.";
    const { unmount } = render(<SafetyBanner notice={en} textUs={line} />);
    expect(screen.getByTestId("notice-text-us")).toHaveTextContent(line);
    // The number never breaks across lines.
    expect(screen.getByText("(213) 555-0100")).toHaveClass("whitespace-nowrap");
    unmount();
    render(<SafetyBanner notice={en} textUs={null} />);
    expect(screen.queryByTestId("notice-text-us")).toBeNull();
  });

  it("once dismissed, marks the page and remembers it on this device (the <head> script handles the tap, before React)", () => {
    runHeadScript();
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
