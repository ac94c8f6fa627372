import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SafetyNotice } from "@/components/notice/safety-notice";
import { NOTICE } from "@/lib/config";

describe("<SafetyNotice>", () => {
  it("opens as a modal dialog with focus inside", () => {
    render(<SafetyNotice />);
    const dialog = screen.getByRole("dialog", { name: /Call 911/ });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("keeps Tab and Shift+Tab inside the dialog", () => {
    render(<SafetyNotice />);
    const dialog = screen.getByRole("dialog");
    const focusable = dialog.querySelectorAll<HTMLElement>("a[href], button");
    const last = focusable[focusable.length - 1]!;
    const first = focusable[0]!;
    last.focus();
    fireEvent.keyDown(document, { key: "Tab" });
    expect(first).toHaveFocus();
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
    expect(last).toHaveFocus();
  });

  it("closes on Escape and stays closed for the session", () => {
    const { unmount } = render(<SafetyNotice />);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sessionStorage.getItem(NOTICE.storageKey)).toBe("1");
    unmount();
    render(<SafetyNotice />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes from its button and gives focus back", () => {
    const before = document.createElement("button");
    document.body.appendChild(before);
    before.focus();
    render(<SafetyNotice />);
    fireEvent.click(screen.getByRole("button", { name: /I understand/ }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(before).toHaveFocus();
    before.remove();
  });
});
