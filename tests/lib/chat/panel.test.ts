import { describe, expect, it } from "vitest";
import { chatPanelHeightPx, chatPanelWidthPx, typingDots } from "@/lib/chat/panel";
import { CHAT } from "@/lib/chat/settings";

describe("chat panel size", () => {
  it("is narrow on viewports up to and including the breakpoint", () => {
    expect(chatPanelWidthPx(375)).toBe(CHAT.panelWidthNarrowPx);
    expect(chatPanelWidthPx(CHAT.narrowViewportMaxPx)).toBe(CHAT.panelWidthNarrowPx);
  });

  it("is wide on viewports past the breakpoint", () => {
    expect(chatPanelWidthPx(CHAT.narrowViewportMaxPx + 1)).toBe(CHAT.panelWidthWidePx);
    expect(chatPanelWidthPx(1920)).toBe(CHAT.panelWidthWidePx);
  });

  it("takes 80% of the window height", () => {
    expect(chatPanelHeightPx(1000)).toBe(800);
    expect(chatPanelHeightPx(844)).toBe(675);
  });

  it("uses the documented sizes", () => {
    expect([CHAT.panelWidthNarrowPx, CHAT.panelWidthWidePx, CHAT.narrowViewportMaxPx]).toEqual([320, 400, 1024]);
    expect([CHAT.replyDelayMs, CHAT.typingDotIntervalMs]).toEqual([700, 200]);
  });
});

describe("typing dots", () => {
  it("cycle one, two, three dots", () => {
    expect([0, 1, 2, 3, 4].map(typingDots)).toEqual(["•", "••", "•••", "•", "••"]);
  });
});
