import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SafetyNotice } from "@/components/notice/safety-notice";
import { NOTICE } from "@/lib/config";
import { SAFETY_NOTICE } from "@/lib/content/notice";

/** The dialog's code loads only when it is to be shown: let it arrive. */
async function renderNotice() {
  const result = render(<SafetyNotice notice={SAFETY_NOTICE} />);
  await act(async () => {
    await import("@/components/notice/safety-dialog");
  });
  return result;
}

describe("<SafetyNotice>", () => {
  it("opens as a modal dialog with focus inside", async () => {
    await renderNotice();
    const dialog = screen.getByRole("dialog", { name: /Call 911/ });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("keeps Tab and Shift+Tab inside the dialog", async () => {
    await renderNotice();
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

  it("closes on Escape and stays closed for the session", async () => {
    const { unmount } = await renderNotice();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sessionStorage.getItem(NOTICE.storageKey)).toBe("1");
    unmount();
    await renderNotice();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes from its button and gives focus back", async () => {
    const before = document.createElement("button");
    document.body.appendChild(before);
    before.focus();
    await renderNotice();
    fireEvent.click(screen.getByRole("button", { name: /I understand/ }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(before).toHaveFocus();
    before.remove();
  });
});
